// A brewer's fermentation devices (issue 35): what kind each is (the setup page it gets), its name, and
// how long readings of a device on no batch are kept for the brewer to attach to one.
import { z } from 'zod';
import { requiredOption, requiredText } from './schemas/fields';

/** The devices Wortsmith has a setup page for; "other" posts the generic JSON. */
export const DEVICE_TYPES = [
  'ispindel',
  'gravitymon',
  'tilt',
  'rapt',
  'brewpiless',
  'plaato',
  'brewfather',
  'brewersFriend',
  'other',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What each type is called on screen. */
export const DEVICE_TYPE_NAMES: Record<DeviceType, string> = {
  ispindel: 'iSpindel',
  gravitymon: 'GravityMon',
  tilt: 'Tilt (Tilt app or TiltBridge)',
  rapt: 'RAPT Pill',
  brewpiless: 'BrewPiLess',
  plaato: 'Plaato Airlock',
  brewfather: 'Brewfather custom stream',
  brewersFriend: "Brewer's Friend stream",
  other: 'Other (JSON)',
};

/** The body of `POST /api/devices` and `PUT /api/devices/{id}`. */
export const deviceSchema = z.object({
  name: requiredText('Device name is required', 100, 'Device name must be at most 100 characters long'),
  type: requiredOption(DEVICE_TYPES, 'Invalid device type', 'Device type is required'),
});
export type DeviceInput = z.output<typeof deviceSchema>;

/** Most devices a brewer may have. */
export const MAX_DEVICES = 50;

/**
 * Days a reading of a device on no batch is kept: a brewer who forgot "Use for this batch" on brew day
 * has a fortnight to attach what the device sent meanwhile.
 */
export const UNASSIGNED_READING_DAYS = 14;

/**
 * What a device sends beyond gravity and temperature that brewers read, stored with its reading and
 * shown beside it. A value the device did not send is left out.
 */
export const readingExtrasSchema = z.object({
  pressure: z.number().optional(),
  /** As the device names it ("PSI", "BAR", "KPA"). */
  pressureUnit: z.string().max(10).optional(),
  ph: z.number().optional(),
  bubblesPerMinute: z.number().optional(),
  battery: z.number().optional(),
  /** Volts (iSpindel, GravityMon, the stream formats, BrewPiLess) or percent (RAPT). */
  batteryUnit: z.enum(['V', '%']).optional(),
  /** Signal strength, dBm. */
  signal: z.number().optional(),
  /** A floating hydrometer's tilt angle, degrees. */
  angle: z.number().optional(),
});
export type ReadingExtras = z.output<typeof readingExtrasSchema>;

/** The extras as a brewer reads them, e.g. ["Battery 3.9 V", "Signal −67 dBm", "12 bubbles/min"]. */
export function readingExtrasTexts(extras: ReadingExtras | null | undefined): string[] {
  if (!extras) return [];
  const texts: string[] = [];
  if (extras.pressure !== undefined)
    texts.push(`Pressure ${extras.pressure} ${extras.pressureUnit ?? ''}`.trim());
  if (extras.ph !== undefined) texts.push(`pH ${extras.ph}`);
  if (extras.bubblesPerMinute !== undefined) texts.push(`${extras.bubblesPerMinute} bubbles/min`);
  if (extras.battery !== undefined)
    texts.push(`Battery ${extras.battery} ${extras.batteryUnit ?? ''}`.trim());
  if (extras.signal !== undefined) texts.push(`Signal ${extras.signal} dBm`);
  if (extras.angle !== undefined) texts.push(`Angle ${extras.angle}°`);
  return texts;
}

/** A device as the API answers it. */
export interface Device {
  id: string;
  name: string;
  type: DeviceType;
  /** The batch its readings go to, or null. */
  batch: { id: string; number: number; name: string } | null;
  /** When it last posted, and what it last sent beyond gravity and temperature. */
  lastSeenAt: string | null;
  lastExtras: ReadingExtras | null;
  /** Readings it sent while on no batch, waiting to be attached to one. */
  waitingReadings: number;
  createdAt: string;
}

/** A device's secret URL, answered once when it is made or renewed. */
export interface DeviceUrl {
  url: string;
  token: string;
}

/** `PUT /api/batches/{id}/device`'s body: the device to use for the batch, or null for none. */
export const batchDeviceSchema = z.object({
  deviceId: z.guid({ error: 'Device id must be a UUID' }).nullable(),
});
