// What the devices' own units mean, for the ingest's readers (issue 35): a gravity with its unit named
// ("G" SG, "P" °Plato, as the Brewfather stream, GravityMon and BrewPiLess send it) and the spreadsheet
// serial date the Tilt app and TiltBridge send as `Timepoint`.
import { sgFromPlato } from './display-units';
import { gravityToSg, PLATO_RANGE } from './gravity';
import { roundTo } from './rounding';

/** Gravity units a device may name: "G" (SG) or "P" (°Plato). */
export type DeviceGravityUnit = 'G' | 'P';

/**
 * The SG of a gravity a device sent, 4 decimals, null when it cannot be one. With "P" the value is
 * °Plato whatever its size (a finished beer's 1.0 °P is not read as SG); without a unit or with "G",
 * core's `gravityToSg` tells SG and °Plato apart by range.
 */
export function deviceGravityToSg(value: number, unit?: DeviceGravityUnit): number | null {
  if (unit !== 'P') return gravityToSg(value);
  if (!Number.isFinite(value) || value < PLATO_RANGE.min || value > PLATO_RANGE.max) return null;
  return roundTo(sgFromPlato(value), 4);
}

/** Day 0 of a spreadsheet serial date (Excel and Google Sheets): 1899-12-30, midnight UTC. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * The instant of a spreadsheet serial date (days since 1899-12-30, the fraction the time of day), read
 * as UTC, to the millisecond; null for a value that is not a finite number. The serial carries no
 * time zone: the caller decides whether to trust it.
 */
export function dateFromSpreadsheetSerial(days: number): Date | null {
  if (!Number.isFinite(days)) return null;
  const ms = Math.round(SERIAL_EPOCH_MS + days * DAY_MS);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}
