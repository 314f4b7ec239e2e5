// Evaluating a watched batch's alerts (issue 35): what the core's rules (fermentation-alerts.ts) say of
// the batch now, turned into condition states and, for each condition that starts, one alert in the
// app and, if the brewer asked, one e-mail. Run off the request path by watcher.ts.
import {
  type AlertKind,
  type AlertSettings,
  alertConditions,
  alertWindowHours,
  type BatchStatus,
  computeRecipeFigures,
  dryHopDays,
  type FermentationStep,
  formatQuantity,
  type GravityUnit,
  planStart,
  type ReadingExtras,
  type RecipeInput,
  type TemperatureUnit,
} from '@wortsmith/core';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { alertMail } from './mails';
import { clearCondition, findWatchedBatch, readingBounds, readingsSince, startCondition } from './repository';

/** What an evaluation needs beyond the database. */
export interface AlertServices {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/**
 * Evaluates the alerts of batch `batchId` at `now`: starts the conditions that begin (adding their
 * alerts and sending their e-mails) and clears those that end. Answers the kinds that fired.
 */
export async function evaluateBatchAlerts(
  services: AlertServices,
  batchId: string,
  now: Date,
): Promise<AlertKind[]> {
  const { db } = services;
  const batch = await findWatchedBatch(db, batchId);
  if (!batch?.alertSettings) return [];
  const settings = batch.alertSettings as AlertSettings;
  const recipe = batch.recipe as RecipeInput;
  const since = new Date(now.getTime() - alertWindowHours(settings) * 3_600_000);
  const [readings, bounds] = await Promise.all([
    readingsSince(db, batchId, since),
    readingBounds(db, batchId),
  ]);
  const latestBattery = readings.findLast((r) => (r.extras as ReadingExtras | null)?.battery !== undefined);
  const extras = latestBattery?.extras as ReadingExtras | undefined;
  const gravityUnit = batch.gravityUnit as GravityUnit;
  const temperatureUnit = batch.temperatureUnit as TemperatureUnit;
  const conditions = alertConditions({
    now: now.getTime(),
    settings,
    fermenting: (batch.status as BatchStatus) === 'Fermenting',
    startedAt: batch.brewDate ? planStart(batch.brewDate) : null,
    plan: (recipe.fermentationSteps ?? []) as FermentationStep[],
    targetFg: computeRecipeFigures(recipe).fg,
    startGravity: batch.measuredOg ?? bounds.firstGravity,
    readings: readings.map((r) => ({
      time: r.time.getTime(),
      gravity: r.gravity,
      temperature: r.temperature,
    })),
    latestReadingAt: bounds.latestAt?.getTime() ?? null,
    deviceWatching: batch.linked,
    battery:
      extras?.battery !== undefined ? { value: extras.battery, unit: extras.batteryUnit ?? 'V' } : null,
    dryHops: dryHopDays(recipe.recipeHops),
    gravityText: (sg) => formatQuantity('gravity', sg, gravityUnit),
    temperatureText: (celsius) => formatQuantity('temperature', celsius, temperatureUnit),
  });
  const fired: AlertKind[] = [];
  for (const condition of conditions) {
    if (condition.holds === false) await clearCondition(db, batchId, condition.key);
    if (condition.holds !== true) continue;
    const alert = {
      userId: batch.userId,
      batchId,
      key: condition.key,
      kind: condition.kind,
      message: condition.message,
    };
    if (!(await startCondition(db, alert))) continue;
    fired.push(condition.kind);
    if (settings.email) {
      const link = `${services.appUrl}/Batches/${batchId}`;
      await services.mailer.send(alertMail(batch, condition.kind, condition.message, link));
    }
  }
  return fired;
}
