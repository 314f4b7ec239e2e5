// A brew-day change the server refused as stale (409: the same batch was changed on another device
// meanwhile): the brewer's version beside the server's, and a choice between them. Nothing is dropped
// until the brewer chooses.
import type { Batch, BrewSession, BrewSessionBody } from '@wortsmith/core';
import { Button, Modal } from '../../components';
import { useQuantities } from '../../lib/preferences';
import styles from './BrewMode.module.css';
import { MEASURES } from './MeasureField';
import type { BrewDay, BrewField } from './use-brew-day';

/** A session in a line: steps done and skipped, timers running. */
function sessionText(session: BrewSessionBody): string {
  const states = Object.values(session.steps);
  const done = states.filter((s) => s.status === 'done').length;
  const skipped = states.filter((s) => s.status === 'skipped').length;
  const notes = states.filter((s) => s.note).length;
  return `${done} done, ${skipped} skipped, ${notes} ${notes === 1 ? 'note' : 'notes'}, ${session.timers.length} ${session.timers.length === 1 ? 'timer' : 'timers'}`;
}

/** The conflict dialog of brew mode; shown while a change waits for the brewer's choice. */
export function BrewConflictDialog({ day }: { day: BrewDay }) {
  const q = useQuantities();
  const { conflict } = day;
  if (!conflict) return null;
  const fieldText = (field: BrewField, value: unknown) =>
    typeof value === 'number' ? q.format(MEASURES[field].quantity, value) : '—';
  const rows: [string, string, string][] =
    conflict.kind === 'brewSession'
      ? [
          [
            'Brew day',
            sessionText(conflict.mine),
            conflict.theirs ? sessionText(conflict.theirs as BrewSession) : '…',
          ],
        ]
      : (Object.keys(conflict.mine) as BrewField[]).map((field) => [
          MEASURES[field].label,
          fieldText(field, conflict.mine[field]),
          conflict.theirs ? fieldText(field, (conflict.theirs as Batch)[field]) : '…',
        ]);
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title="Changed on another device"
      description="This batch was saved elsewhere while your change waited. Choose which version to keep."
      footer={
        <>
          <Button variant="secondary" onClick={() => void day.takeTheirs()} disabled={!conflict.theirs}>
            Use the other device’s
          </Button>
          <Button onClick={() => void day.keepMine()} disabled={!conflict.theirs}>
            Keep mine
          </Button>
        </>
      }
    >
      <table className={styles.conflict}>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.hidden}>What</span>
            </th>
            <th scope="col">Yours</th>
            <th scope="col">Other device</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([what, mine, theirs]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{mine}</td>
              <td>{theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
