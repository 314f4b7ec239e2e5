// Edits of a recipe's ordered steps (the mash schedule, the fermentation plan): each returns a new list
// and leaves untouched steps as they were.

/** The list with `step` appended, or put in the place of the step with its id. */
export function putStep<T extends { id: string }>(steps: readonly T[], step: T): T[] {
  return steps.some((s) => s.id === step.id)
    ? steps.map((s) => (s.id === step.id ? step : s))
    : [...steps, step];
}

/** The list without the step with this id. */
export function removeStep<T extends { id: string }>(steps: readonly T[], id: string): T[] {
  return steps.filter((s) => s.id !== id);
}

/** The list with the step with this id moved one place earlier (-1) or later (+1); unchanged at an end. */
export function moveStep<T extends { id: string }>(steps: readonly T[], id: string, offset: -1 | 1): T[] {
  const from = steps.findIndex((s) => s.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * A step form's messages by field, and the first to toast: the schema's issues, with the message of a
 * temperature typed in another unit (its limits converted) where the schema's own would stand, after
 * the `leading` fields. Nothing when the step is good.
 */
export function stepFormMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  temperatureMessage: string | undefined,
  leading: readonly string[],
): { byField: Record<string, string>; first: string | undefined } {
  const all = [...issues];
  if (temperatureMessage) {
    const at = all.findIndex((issue) => !leading.includes(String(issue.path[0])));
    all.splice(at < 0 ? all.length : at, 0, { path: ['temperature'], message: temperatureMessage });
  }
  const byField: Record<string, string> = {};
  for (const issue of all) byField[String(issue.path[0])] ??= issue.message;
  return { byField, first: all[0]?.message };
}
