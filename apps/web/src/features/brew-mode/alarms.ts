// What brew mode rings for (issue 34): each running timer's end, and each boil or whirlpool addition at
// its minute, with a warning a few seconds before. An alarm is an instant on the brewer's clock, worked
// out from the timers' absolute ends, so a reload or a second device rings at the same moments.
import { type AmountUnits, type BrewSessionBody, type BrewStep, formatAmount } from '@wortsmith/core';

/** Seconds of warning before an addition. */
export const ADDITION_WARNING_SECONDS = 10;

/** One alarm: when (ms since the epoch), what it says, and whether it is the warning of another. */
export interface Alarm {
  id: string;
  at: number;
  text: string;
  warning: boolean;
}

/** Every alarm of the running timers, in time order (a timer's end after what is due with it). */
export function alarmsOf(session: BrewSessionBody, steps: readonly BrewStep[], units: AmountUnits): Alarm[] {
  const alarms: Alarm[] = [];
  for (const timer of session.timers) {
    if (timer.endsAt === null) continue;
    const end = Date.parse(timer.endsAt);
    const step = steps.find((candidate) => candidate.id === timer.id);
    for (const addition of step?.additions ?? []) {
      const at = end - addition.minutesLeft * 60_000;
      const what = `${addition.name}, ${formatAmount(addition.list, addition.amount, units)}`;
      alarms.push({ id: `${timer.id}:${addition.id}`, at, text: `Add ${what}`, warning: false });
      alarms.push({
        id: `${timer.id}:${addition.id}:soon`,
        at: at - ADDITION_WARNING_SECONDS * 1000,
        text: `In ${ADDITION_WARNING_SECONDS} seconds: add ${what}`,
        warning: true,
      });
    }
    // After a flame-out addition due at the same moment.
    alarms.push({ id: `${timer.id}:end`, at: end, text: `${timer.label}: time is up`, warning: false });
  }
  return alarms.sort((a, b) => a.at - b.at);
}

/** The alarms due in (after, upTo]: what rings at one check. */
export function dueAlarms(alarms: readonly Alarm[], after: number, upTo: number): Alarm[] {
  return alarms.filter((alarm) => alarm.at > after && alarm.at <= upTo);
}

let audio: AudioContext | undefined;

/** A short beep (two for an alarm, one for a warning) where the browser can play sound. */
export function beep(warning: boolean): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  const context = audio;
  const times = warning ? [0] : [0, 0.3];
  for (const start of times) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = warning ? 660 : 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(context.destination);
    tone.start(context.currentTime + start);
    tone.stop(context.currentTime + start + 0.2);
  }
}

/** Rings `alarm`: sound, vibration, and a system notification while the page is hidden and allowed. */
export function ring(alarm: Alarm): void {
  beep(alarm.warning);
  navigator.vibrate?.(alarm.warning ? 200 : [300, 150, 300]);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
    new Notification('Wortsmith brew day', { body: alarm.text, tag: alarm.id });
  }
}
