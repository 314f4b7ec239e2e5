// A brew mode timer: its time left in large type, and start, pause, resume and "+1 min". The time left
// is read from the timer's absolute end every second, so it is the same after a reload and on every
// device.
import {
  type BrewSessionBody,
  extendTimer,
  pauseTimer,
  resumeTimer,
  startTimer,
  type BrewTimer as Timer,
  timerRemaining,
} from '@wortsmith/core';
import { Button } from '../../components';
import styles from './BrewMode.module.css';

/** "1:05:00", "59:59", "0:07". */
export function clockText(seconds: number): string {
  const whole = Math.ceil(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Props of a step's timer. */
export interface BrewTimerProps {
  id: string;
  label: string;
  minutes: number;
  session: BrewSessionBody;
  now: number;
  change: (edit: (session: BrewSessionBody) => BrewSessionBody) => void;
}

/** The timer of one step. */
export function BrewTimer({ id, label, minutes, session, now, change }: BrewTimerProps) {
  const timer = session.timers.find((t) => t.id === id);
  const replace = (next: Timer | null) =>
    change((s) => ({
      ...s,
      timers: next
        ? s.timers.some((t) => t.id === id)
          ? s.timers.map((t) => (t.id === id ? next : t))
          : [...s.timers, next]
        : s.timers.filter((t) => t.id !== id),
    }));
  const left = timer ? timerRemaining(timer, now) : minutes * 60;
  const running = timer?.endsAt !== null && timer !== undefined;
  return (
    <div className={styles.timer} role="timer" aria-label={`${label} timer`}>
      <span className={styles.clock} data-done={timer && left === 0 ? 'true' : undefined}>
        {clockText(left)}
      </span>
      <div className={styles.timerButtons}>
        {!timer && (
          <Button onClick={() => replace(startTimer(id, label, minutes * 60, Date.now()))}>Start</Button>
        )}
        {timer && running && left > 0 && (
          <Button variant="secondary" onClick={() => replace(pauseTimer(timer, Date.now()))}>
            Pause
          </Button>
        )}
        {timer && !running && <Button onClick={() => replace(resumeTimer(timer, Date.now()))}>Resume</Button>}
        {timer && (
          <Button variant="secondary" onClick={() => replace(extendTimer(timer, 60))}>
            +1 min
          </Button>
        )}
        {timer && left === 0 && (
          <Button variant="secondary" onClick={() => replace(null)}>
            Reset
          </Button>
        )}
      </div>
    </div>
  );
}
