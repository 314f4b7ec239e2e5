// The alert rules on simulated fermentations: each condition starts once and clears only past its
// margin, as the server keeps their states (a condition that holds and is not active fires).
import { describe, expect, it } from 'vitest';
import {
  type AlertInputs,
  type AlertReading,
  alertConditions,
  alertWindowHours,
  DEFAULT_ALERT_SETTINGS,
} from './fermentation-alerts';
import type { FermentationStep } from './fermentation-plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 10, 1);

/** A seeded ±`amplitude` noise, so a run is the same every time. */
function noise(amplitude: number) {
  let seed = 7;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return ((seed / 2147483647) * 2 - 1) * amplitude;
  };
}

/**
 * An ale from 1.050 to 1.010: a logistic fall (half-way on day 3, most of it within two days either
 * side), read every 15 minutes by a floating hydrometer with ±0.0005 noise.
 */
function aleFermentation(days: number, temperature: (t: number) => number = () => 19): AlertReading[] {
  const jitter = noise(0.0005);
  const readings: AlertReading[] = [];
  for (let t = START; t <= START + days * DAY; t += 15 * 60_000) {
    const day = (t - START) / DAY;
    const gravity = 1.01 + 0.04 / (1 + Math.exp((day - 3) / 0.5));
    readings.push({ time: t, gravity: gravity + jitter(), temperature: temperature(t) });
  }
  return readings;
}

const plan: FermentationStep[] = [{ id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 }];

function inputsAt(now: number, readings: AlertReading[], more: Partial<AlertInputs> = {}): AlertInputs {
  const since = now - alertWindowHours(DEFAULT_ALERT_SETTINGS) * HOUR;
  const seen = readings.filter((r) => r.time <= now);
  return {
    now,
    settings: DEFAULT_ALERT_SETTINGS,
    fermenting: true,
    startedAt: START,
    plan,
    targetFg: 1.012,
    startGravity: 1.05,
    readings: seen.filter((r) => r.time >= since),
    latestReadingAt: seen.at(-1)?.time ?? null,
    deviceWatching: true,
    battery: null,
    dryHops: [],
    gravityText: (sg) => sg.toFixed(3),
    temperatureText: (c) => `${c.toFixed(1)} °C`,
    ...more,
  };
}

/** Runs the rules at each of `times` as the server does: the alerts fired, with their times. */
function run(times: number[], inputs: (now: number) => AlertInputs) {
  const active = new Map<string, boolean>();
  const fired: Array<{ kind: string; at: number; message: string }> = [];
  for (const now of times) {
    for (const condition of alertConditions(inputs(now))) {
      if (condition.holds === true && !active.get(condition.key)) {
        fired.push({ kind: condition.kind, at: now, message: condition.message });
      }
      if (condition.holds !== null) active.set(condition.key, condition.holds);
    }
  }
  return fired;
}

const every15Minutes = (days: number) =>
  Array.from({ length: days * 96 + 1 }, (_, i) => START + i * 15 * 60_000);

describe('fermentation alerts', () => {
  it('say "finished" once in a two-week fermentation read every 15 minutes, two days after it levels off', () => {
    const readings = aleFermentation(14);
    const fired = run(every15Minutes(14), (now) => inputsAt(now, readings));
    const finished = fired.filter((f) => f.kind === 'finished');
    expect(finished).toHaveLength(1);
    // Without noise the 6-hour means 48 h apart come within 1 point on about day 6.8: the gravity is
    // within a point of its end from about day 5.
    const day = (finished[0]!.at - START) / DAY;
    expect(day).toBeGreaterThan(6);
    expect(day).toBeLessThan(8);
    expect(finished[0]!.message).toMatch(
      /^Fermentation looks finished: the gravity has held at 1\.01\d for 48 hours \(target FG 1\.012\)\.$/,
    );
  });

  it('say "target FG reached" once, when the gravity gets there', () => {
    const readings = aleFermentation(14);
    const fired = run(every15Minutes(14), (now) => inputsAt(now, readings)).filter(
      (f) => f.kind === 'targetFg',
    );
    expect(fired).toHaveLength(1);
    // 1.012 is reached at day 3 + 0.5·ln 19 ≈ 4.47; the 6-hour mean lags it by about 3 hours.
    expect((fired[0]!.at - START) / DAY).toBeCloseTo(4.6, 0);
  });

  it('say nothing of a steady fermentation at the plan temperature but finished and FG', () => {
    const readings = aleFermentation(14);
    const kinds = run(every15Minutes(14), (now) => inputsAt(now, readings)).map((f) => f.kind);
    expect(kinds.sort()).toEqual(['finished', 'targetFg']);
  });

  it('never call a lag phase finished: the gravity must have fallen first', () => {
    const flat: AlertReading[] = every15Minutes(3).map((time) => ({ time, gravity: 1.05, temperature: 19 }));
    expect(run(every15Minutes(3), (now) => inputsAt(now, flat))).toEqual([]);
  });

  it('say the temperature is off the plan after 2 hours off, once, and again after it came back', () => {
    // 25 °C from hour 30 to hour 34 and from hour 60 to hour 61 (too short), 12 °C from hour 80 on.
    const temperature = (t: number) => {
      const hour = (t - START) / HOUR;
      if (hour >= 30 && hour < 34) return 25;
      if (hour >= 60 && hour < 61) return 25;
      return hour >= 80 ? 12 : 19;
    };
    const readings = aleFermentation(5, temperature);
    const fired = run(every15Minutes(5), (now) => inputsAt(now, readings)).filter(
      (f) => f.kind === 'temperature',
    );
    expect(fired.map((f) => (f.at - START) / HOUR)).toEqual([32, 82]);
    expect(fired[0]!.message).toBe(
      'Temperature off the plan: 25.0 °C for 2 hours, the plan says 19.0 °C (Primary, day 2).',
    );
  });

  it('say a device is silent after 6 hours without a reading, and again after it came back and went quiet', () => {
    const readings = aleFermentation(4).filter((r) => {
      const hour = (r.time - START) / HOUR;
      return !(hour > 20 && hour < 30) && !(hour > 50 && hour < 52) && hour <= 70;
    });
    const hourly = Array.from({ length: 96 }, (_, i) => START + i * HOUR);
    const fired = run(hourly, (now) => inputsAt(now, readings)).filter((f) => f.kind === 'silent');
    expect(fired.map((f) => (f.at - START) / HOUR)).toEqual([26, 76]);
    expect(fired[0]!.message).toBe(
      'No reading for 6 hours: is the device on, charged and in range of the Wi-Fi?',
    );
  });

  it('say the battery is low once, not again in the margin, again after a charge', () => {
    const volts = [3.7, 3.45, 3.55, 3.48, 3.58, 3.9, 3.42];
    const fired = run(
      volts.map((_, i) => START + i * HOUR),
      (now) => inputsAt(now, [], { battery: { value: volts[(now - START) / HOUR]!, unit: 'V' } }),
    );
    expect(fired.map((f) => f.kind)).toEqual(['battery', 'battery']);
    expect(fired.map((f) => (f.at - START) / HOUR)).toEqual([1, 6]);
    const percent = run([START], (now) => inputsAt(now, [], { battery: { value: 12, unit: '%' } }));
    expect(percent[0]!.message).toBe(
      "The device's battery is low (12 %): charge it before it stops sending.",
    );
  });

  it('say a dry hop is due on its day, one alert per day whatever the number of hops', () => {
    const dryHops = [
      { name: 'Citra', day: 3 },
      { name: 'Mosaic', day: 3 },
      { name: 'Galaxy', day: 7 },
    ];
    const hourly = Array.from({ length: 10 * 24 }, (_, i) => START + i * HOUR);
    const fired = run(hourly, (now) => inputsAt(now, [], { dryHops })).filter((f) => f.kind === 'dryHop');
    expect(fired.map((f) => [(f.at - START) / DAY, f.message])).toEqual([
      [3, 'Dry hop due today (3 days after pitching): Citra, Mosaic.'],
      [7, 'Dry hop due today (7 days after pitching): Galaxy.'],
    ]);
    // Turned on after the day: nothing of it.
    expect(
      run([START + 5 * DAY], (now) => inputsAt(now, [], { dryHops })).filter((f) => f.kind === 'dryHop'),
    ).toEqual([]);
  });

  it('watch only a fermenting batch, and only for the alerts turned on', () => {
    const readings = aleFermentation(14);
    expect(run(every15Minutes(14), (now) => inputsAt(now, readings, { fermenting: false }))).toEqual([]);
    const settings = { ...DEFAULT_ALERT_SETTINGS, finished: false, targetFg: false };
    expect(run(every15Minutes(14), (now) => inputsAt(now, readings, { settings }))).toEqual([]);
  });
});
