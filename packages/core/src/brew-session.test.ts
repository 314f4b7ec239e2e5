// Brew mode's timers as absolute instants (issue 34): what a timer has left at any moment, pause, resume
// and a minute added; the session body's rules.
import { describe, expect, it } from 'vitest';
import {
  brewSessionBodySchema,
  EMPTY_BREW_SESSION,
  extendTimer,
  pauseTimer,
  resumeTimer,
  startTimer,
  timerRemaining,
} from './brew-session';

const t0 = Date.parse('2026-11-27T09:00:00.000Z');

describe('brew timers', () => {
  it('count down from an absolute end, the same on every device and after a reload', () => {
    const boil = startTimer('boil', 'Boil', 3600, t0);
    expect(boil.endsAt).toBe('2026-11-27T10:00:00.000Z');
    expect(timerRemaining(boil, t0 + 45 * 60_000)).toBe(15 * 60);
    expect(timerRemaining(boil, t0 + 2 * 3600_000)).toBe(0);
  });

  it('pause, keep what is left, and resume from a later moment', () => {
    const mash = startTimer('mash-s1', 'Saccharification', 3600, t0);
    const paused = pauseTimer(mash, t0 + 10 * 60_000);
    expect(paused).toMatchObject({ endsAt: null, remainingSeconds: 50 * 60 });
    // Paused, time does not run.
    expect(timerRemaining(paused, t0 + 30 * 60_000)).toBe(50 * 60);
    const resumed = resumeTimer(paused, t0 + 30 * 60_000);
    expect(resumed.endsAt).toBe('2026-11-27T10:20:00.000Z');
    expect(brewSessionBodySchema.parse({ ...EMPTY_BREW_SESSION, timers: [resumed] }).timers).toEqual([
      resumed,
    ]);
  });

  it('take a minute more, running or paused', () => {
    const boil = startTimer('boil', 'Boil', 3600, t0);
    expect(extendTimer(boil, 60)).toMatchObject({
      durationSeconds: 3660,
      endsAt: '2026-11-27T10:01:00.000Z',
    });
    expect(extendTimer(pauseTimer(boil, t0), 60)).toMatchObject({ remainingSeconds: 3660 });
  });

  it('refuse a timer both running and paused, and too many timers', () => {
    const boil = startTimer('boil', 'Boil', 3600, t0);
    const both = { ...EMPTY_BREW_SESSION, timers: [{ ...boil, remainingSeconds: 10 }] };
    expect(brewSessionBodySchema.safeParse(both).error?.issues[0]?.message).toBe(
      'A timer either runs (its end) or is paused (its time left)',
    );
    const many = { ...EMPTY_BREW_SESSION, timers: Array.from({ length: 21 }, () => boil) };
    expect(brewSessionBodySchema.safeParse(many).error?.issues[0]?.message).toBe('At most 20 timers');
  });
});
