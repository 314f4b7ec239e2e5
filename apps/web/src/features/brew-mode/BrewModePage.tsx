// /Batches/{id}/brew: brew mode (issue 34). One step of the brew day in view in large type (core's
// brewSteps from the batch's recipe), its water, temperature, ingredients, timer and additions in the
// brewer's units; Back, Skip and Done within the thumb's reach; the running timers above every step;
// alarms at each addition and timer end; the screen kept awake. Everything works offline: changes wait
// in the outbox and are sent when the network returns.
import {
  type Batch,
  type BrewStep,
  type BrewTimer as BrewTimerState,
  brewSteps,
  formatAmount,
  timerRemaining,
} from '@wortsmith/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassNames, Spinner } from '../../components';
import { useAmountUnits, useQuantities } from '../../lib/preferences';
import { useBatch } from '../batches/queries';
import { type Alarm, alarmsOf, dueAlarms, ring } from './alarms';
import { BrewConflictDialog } from './BrewConflictDialog';
import styles from './BrewMode.module.css';
import { BrewTimer, clockText } from './BrewTimer';
import { FermentationPlanList } from './FermentationPlanList';
import { MeasureField, measureValue } from './MeasureField';
import { StepChecks } from './StepChecks';
import { type BrewDay, useBrewDay } from './use-brew-day';
import { useWakeLock } from './use-wake-lock';

/** The brew mode screen of a batch. */
export function BrewModePage() {
  const { id = '' } = useParams();
  const query = useBatch(id);
  if (query.isError && !query.data) return <p>The batch could not be loaded.</p>;
  if (!query.data) return <Spinner />;
  return <BrewMode batch={query.data} />;
}

/** A running timer in the strip: "Boil 12:30", "Mash 40:00 (paused)", "Boil: done". */
function timerText(timer: BrewTimerState, now: number): string {
  const left = timerRemaining(timer, now);
  if (left === 0) return `${timer.label}: done`;
  return `${timer.label} ${clockText(left)}${timer.endsAt === null ? ' (paused)' : ''}`;
}

/**
 * This device's clock, ticking every second, for countdowns and alarms. Timers end at absolute instants
 * and phones and computers keep their clocks by the network's time: every device counts alike.
 */
function useNow(): number {
  const [time, setTime] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setTime(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return time;
}

/** Rings the alarms that fall due; the ones already past when the screen opened stay quiet. */
function useAlarms(alarms: readonly Alarm[], now: number): Alarm[] {
  const checked = useRef(now);
  const [rung, setRung] = useState<Alarm[]>([]);
  useEffect(() => {
    const due = dueAlarms(alarms, checked.current, now);
    checked.current = now;
    if (due.length === 0) return;
    for (const alarm of due) ring(alarm);
    setRung((shown) => [...due.reverse(), ...shown].slice(0, 5));
  }, [alarms, now]);
  return rung;
}

function BrewMode({ batch }: { batch: Batch }) {
  const day = useBrewDay(batch);
  const units = useAmountUnits();
  const steps = useMemo(() => brewSteps(batch.recipe), [batch.recipe]);
  const now = useNow();
  const alarms = useMemo(() => alarmsOf(day.session, steps, units), [day.session, steps, units]);
  const rung = useAlarms(alarms, now);
  useWakeLock();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === day.session.currentStepId),
  );
  const step = steps[index]!;
  const go = (to: number) =>
    day.change((s) => ({ ...s, currentStepId: steps[Math.min(steps.length - 1, Math.max(0, to))]!.id }));
  const mark = (status: 'done' | 'skipped') =>
    day.change((s) => ({
      ...s,
      steps: {
        ...s.steps,
        [step.id]: { status, note: s.steps[step.id]?.note ?? null, at: new Date().toISOString() },
      },
      currentStepId: steps[Math.min(steps.length - 1, index + 1)]!.id,
      // The step's timer, once ended, goes with it; a running one keeps running (the mash while the
      // sparge water heats).
      timers: s.timers.filter((timer) => timer.id !== step.id || timerRemaining(timer, Date.now()) > 0),
    }));
  const state = day.session.steps[step.id];
  const running = day.session.timers;
  const [notifications, setNotifications] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link className={buttonClassNames.secondary} to={`/Batches/${batch.id}`}>
          Exit
        </Link>
        <h1 className={styles.batch}>
          #{batch.number} {batch.name}
        </h1>
        {notifications === 'default' && (
          <Button
            variant="secondary"
            onClick={() => void Notification.requestPermission().then((answer) => setNotifications(answer))}
          >
            Alert me
          </Button>
        )}
      </header>
      {running.length > 0 && (
        <ul className={styles.running} aria-label="Timers">
          {running.map((timer) => (
            <li key={timer.id}>
              <button type="button" onClick={() => go(steps.findIndex((s) => s.id === timer.id))}>
                {timerText(timer, now)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.alarms} role="alert" aria-label="Alarms">
        {rung.map((alarm) => (
          <p key={alarm.id} className={styles.alarm} data-warning={alarm.warning ? 'true' : undefined}>
            {alarm.text}
          </p>
        ))}
      </div>
      {day.loading ? (
        <Spinner />
      ) : (
        <section className={styles.step} aria-labelledby="brew-step-title">
          <p className={styles.count}>
            Step {index + 1} of {steps.length}
            {state?.status && (
              <span className={styles.status}>{state.status === 'done' ? 'Done' : 'Skipped'}</span>
            )}
          </p>
          <h2 id="brew-step-title" className={styles.title}>
            {step.title}
          </h2>
          <StepFacts step={step} brewDate={batch.brewDate} />
          {step.fermentationPlan && <FermentationPlanList plan={step.fermentationPlan} />}
          {step.minutes !== undefined && (
            <BrewTimer
              id={step.id}
              label={step.title}
              minutes={step.minutes}
              session={day.session}
              now={now}
              change={day.change}
            />
          )}
          <Additions step={step} day={day} now={now} />
          {step.measures.map((field) => (
            <MeasureField
              key={field}
              field={field}
              value={measureValue(field, batch, day.fields)}
              onSave={day.setField}
            />
          ))}
          <StepChecks step={step} batch={batch} typed={day.fields} />
          <StepNote key={step.id} step={step} day={day} />
        </section>
      )}
      <details className={styles.all}>
        <summary>All steps</summary>
        <ol>
          {steps.map((s, i) => (
            <li key={s.id}>
              <button type="button" aria-current={i === index ? 'step' : undefined} onClick={() => go(i)}>
                {s.title}
                {day.session.steps[s.id]?.status === 'done'
                  ? ' ✓'
                  : day.session.steps[s.id]?.status === 'skipped'
                    ? ' (skipped)'
                    : ''}
              </button>
            </li>
          ))}
        </ol>
      </details>
      <nav className={styles.actions} aria-label="Step">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button variant="secondary" onClick={() => mark('skipped')}>
          Skip
        </Button>
        <Button onClick={() => mark('done')}>Done</Button>
      </nav>
      <BrewConflictDialog day={day} />
    </div>
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Day `day` after the brew date, "Sat 30 Nov"; null without a brew date. */
function dayDate(brewDate: string | null, day: number): string | null {
  if (!brewDate) return null;
  return DAY.format(new Date(Date.parse(`${brewDate}T00:00:00Z`) + Math.floor(day) * 86_400_000));
}

/** A step's water, temperature, day (and its date) and ingredients, in the brewer's units. */
function StepFacts({ step, brewDate }: { step: BrewStep; brewDate: string | null }) {
  const q = useQuantities();
  const units = useAmountUnits();
  const facts: [string, string][] = [];
  if (step.litres !== undefined)
    facts.push([step.kind === 'mashRest' ? 'Add water' : 'Water', q.format('volume', step.litres)]);
  if (step.temperature !== undefined)
    facts.push([
      step.kind === 'pitch' ? 'Set the fermenter to' : 'Temperature',
      q.format('temperature', step.temperature),
    ]);
  if (step.minutes !== undefined) facts.push(['Time', `${step.minutes} min`]);
  if (step.day !== undefined) {
    const date = dayDate(brewDate, step.day);
    facts.push(['Day', date ? `${step.day} · ${date}` : String(step.day)]);
  }
  return (
    <>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {step.ingredients.length > 0 && (
        <ul className={styles.ingredients} aria-label="Add">
          {step.ingredients.map((item) => (
            <li key={item.id}>
              <span>{item.name}</span>
              <strong>{formatAmount(item.list, item.amount, units)}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The additions of a timed step, each at its minute; with the timer running, how long until each. */
function Additions({ step, day, now }: { step: BrewStep; day: BrewDay; now: number }) {
  const units = useAmountUnits();
  if (step.additions.length === 0) return null;
  const timer = day.session.timers.find((t) => t.id === step.id);
  const end = timer?.endsAt ? Date.parse(timer.endsAt) : null;
  return (
    <ol className={styles.additions} aria-label="Additions">
      {step.additions.map((addition) => {
        const at = end === null ? null : end - addition.minutesLeft * 60_000;
        const past = at !== null && at <= now;
        return (
          <li key={addition.id} data-past={past ? 'true' : undefined}>
            <span className={styles.when}>
              {addition.minutesLeft > 0 ? `${addition.minutesLeft} min` : 'Flame-out'}
            </span>
            <span>
              {addition.name} <strong>{formatAmount(addition.list, addition.amount, units)}</strong>
            </span>
            {at !== null && !past && <span className={styles.in}>in {clockText((at - now) / 1000)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** The brewer's note on a step, saved when the field is left. */
function StepNote({ step, day }: { step: BrewStep; day: BrewDay }) {
  const saved = day.session.steps[step.id]?.note ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  return (
    <label className={styles.note}>
      Note
      <textarea
        value={text}
        rows={2}
        maxLength={1000}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text === saved) return;
          day.change((s) => ({
            ...s,
            steps: {
              ...s.steps,
              [step.id]: {
                status: s.steps[step.id]?.status ?? null,
                note: text || null,
                at: new Date().toISOString(),
              },
            },
          }));
        }}
      />
    </label>
  );
}
