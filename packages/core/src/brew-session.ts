// A batch's brew day in brew mode (issue 34): which steps (brew-steps.ts) the brewer ticked, skipped or
// noted, and the timers running. Timers are absolute instants, so a reload, a phone that slept or a
// second device shows the same countdown: a running timer has the instant it ends; a paused one the
// seconds it had left. The session is saved whole with its version, like a recipe or a batch: a save
// from a stale version is refused (409) and the brewer chooses between the two.
import { z } from 'zod';
import { withoutNul } from './schemas/fields';

/** Most steps and timers a session keeps (a brew day has some 30 steps; timers run a few at a time). */
export const BREW_SESSION_LIMITS = { steps: 200, timers: 20, note: 1000, label: 100 } as const;

/** What a brewer did with a step. */
export const BREW_STEP_STATUSES = ['done', 'skipped'] as const;
export type BrewStepStatus = (typeof BREW_STEP_STATUSES)[number];

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(BREW_SESSION_LIMITS.label, `${label} must be at most ${BREW_SESSION_LIMITS.label} characters long`);

/** A step's state: done or skipped (null while neither), when, and the brewer's note. */
export const brewStepStateSchema = z.object({
  status: z.enum(BREW_STEP_STATUSES, { error: 'A step is done or skipped' }).nullable(),
  note: z
    .string({ error: 'Note must be a text' })
    .max(BREW_SESSION_LIMITS.note, `Note must be at most ${BREW_SESSION_LIMITS.note} characters long`)
    .nullable(),
  at: instant('A step’s time'),
});
export type BrewStepState = z.output<typeof brewStepStateSchema>;

/**
 * A timer: the step it belongs to, its length, and either the instant it ends (running) or the
 * seconds it had left (paused). A minute added moves the end, or adds to what is left.
 */
export const brewTimerSchema = z
  .object({
    id: id('Timer id'),
    label: id('Timer label'),
    /** The timer's full length, seconds (the step's minutes, plus any minute added). */
    durationSeconds: z.number({ error: 'Timer length must be a number' }).int().min(1).max(86_400),
    endsAt: instant('Timer end').nullable(),
    remainingSeconds: z.number({ error: 'Time left must be a number' }).min(0).max(86_400).nullable(),
  })
  .refine((t) => (t.endsAt === null) !== (t.remainingSeconds === null), {
    error: 'A timer either runs (its end) or is paused (its time left)',
  });
export type BrewTimer = z.output<typeof brewTimerSchema>;

/** Every text and key of `value` without NUL characters, which PostgreSQL's jsonb cannot hold. */
function withoutNulAnywhere(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulAnywhere);
  if (value === null || typeof value !== 'object') return withoutNul(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [withoutNul(key) as string, withoutNulAnywhere(field)]),
  );
}

/** The session's fields, as saved and as answered. */
export const brewSessionFields = {
  /** The version this save started from (0 for a batch never brewed in brew mode). */
  version: z
    .number({ error: 'Version is required' })
    .int('Version must be a whole number')
    .min(0, 'Version must be a whole number')
    .max(2_147_483_647, 'Version must be a whole number'),
  steps: z
    .record(id('Step id'), brewStepStateSchema, { error: 'Steps must be an object' })
    .refine((steps) => Object.keys(steps).length <= BREW_SESSION_LIMITS.steps, {
      error: `At most ${BREW_SESSION_LIMITS.steps} steps`,
    }),
  timers: z
    .array(brewTimerSchema, { error: 'Timers must be a list' })
    .max(BREW_SESSION_LIMITS.timers, `At most ${BREW_SESSION_LIMITS.timers} timers`),
  currentStepId: id('Current step').nullable(),
};

/** The brew session a brew mode saves: its steps' states, its timers and the step in view (pasted NULs dropped). */
export const brewSessionBodySchema = z.preprocess(withoutNulAnywhere, z.object(brewSessionFields));
export type BrewSessionBody = z.output<typeof brewSessionBodySchema>;

/** A brew session as the API answers it: the body with its version after the save, and when it was saved. */
export interface BrewSession extends BrewSessionBody {
  /** When it was last saved; null for a session never saved. */
  updatedAt: string | null;
}

/** The session of a batch never brewed in brew mode. */
export const EMPTY_BREW_SESSION: BrewSessionBody = { version: 0, steps: {}, timers: [], currentStepId: null };

/** Seconds a timer has left at `now` (ms since the epoch, on the server's clock); 0 once it ended. */
export function timerRemaining(timer: BrewTimer, now: number): number {
  if (timer.endsAt === null) return timer.remainingSeconds ?? 0;
  return Math.max(0, (Date.parse(timer.endsAt) - now) / 1000);
}

/** A timer started at `now` for `seconds`. */
export function startTimer(id: string, label: string, seconds: number, now: number): BrewTimer {
  return {
    id,
    label,
    durationSeconds: Math.round(seconds),
    endsAt: new Date(now + seconds * 1000).toISOString(),
    remainingSeconds: null,
  };
}

/** The timer paused at `now`, keeping what it had left. */
export function pauseTimer(timer: BrewTimer, now: number): BrewTimer {
  if (timer.endsAt === null) return timer;
  return { ...timer, endsAt: null, remainingSeconds: timerRemaining(timer, now) };
}

/** The paused timer running again from `now`. */
export function resumeTimer(timer: BrewTimer, now: number): BrewTimer {
  if (timer.remainingSeconds === null) return timer;
  return {
    ...timer,
    endsAt: new Date(now + timer.remainingSeconds * 1000).toISOString(),
    remainingSeconds: null,
  };
}

/** The timer with `seconds` more (a minute for "+1 min"), running or paused. */
export function extendTimer(timer: BrewTimer, seconds: number): BrewTimer {
  const durationSeconds = Math.min(86_400, timer.durationSeconds + seconds);
  if (timer.endsAt !== null) {
    return {
      ...timer,
      durationSeconds,
      endsAt: new Date(Date.parse(timer.endsAt) + seconds * 1000).toISOString(),
    };
  }
  return { ...timer, durationSeconds, remainingSeconds: (timer.remainingSeconds ?? 0) + seconds };
}
