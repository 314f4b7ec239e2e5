// What the ingest reads of a batch's readings: the latest one's time (the (batch_id, time) index answers
// it without reading the table).
import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { batchReadings } from '../../db/schema';

/** The time of the batch's latest reading, or null without readings. */
export async function latestReadingTime(db: DbOrTx, batchId: string): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(batchReadings.time) })
    .from(batchReadings)
    .where(eq(batchReadings.batchId, batchId));
  return row?.latest ? new Date(row.latest) : null;
}
