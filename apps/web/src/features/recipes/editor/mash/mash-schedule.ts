// Edits of a recipe's mash schedule: each returns a new list and leaves untouched steps as they were.
import type { MashStep } from '@wortsmith/core';

/** The list with `step` appended, or put in the place of the step with its id. */
export function putStep(steps: readonly MashStep[], step: MashStep): MashStep[] {
  return steps.some((s) => s.id === step.id)
    ? steps.map((s) => (s.id === step.id ? step : s))
    : [...steps, step];
}

/** The list without the step with this id. */
export function removeStep(steps: readonly MashStep[], id: string): MashStep[] {
  return steps.filter((s) => s.id !== id);
}

/** The list with the step with this id moved one place earlier (-1) or later (+1); unchanged at an end. */
export function moveStep(steps: readonly MashStep[], id: string, offset: -1 | 1): MashStep[] {
  const from = steps.findIndex((s) => s.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
