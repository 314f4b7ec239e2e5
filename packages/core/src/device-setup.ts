// What a device's setup page says (issue 35), as data: for each device type and the device's secret
// URL, the steps to follow in the device's own settings (its fields named as its settings screens and
// public docs name them), the values to paste, and the template to paste where the device takes one.
// The templates are the ones the server's readers expect (apps/server/src/routes/ingest/device-formats.ts).
import type { DeviceType } from './devices';
import { DEVICE_TYPE_NAMES } from './devices';

/**
 * The RAPT Pill webhook's payload to paste in the RAPT portal (Custom Web Hooks, method POST). RAPT
 * replaces the `@` variables (docs.rapt.io/integrations/web-hooks/custom-web-hooks: temperature in °C,
 * gravity as SG, battery in %). Every value is quoted so the body stays JSON when RAPT leaves one empty.
 */
export const RAPT_WEBHOOK_TEMPLATE = `{
  "device_name": "@device_name",
  "device_type": "@device_type",
  "temperature": "@temperature",
  "gravity": "@gravity",
  "battery": "@battery",
  "rssi": "@rssi",
  "created_date": "@created_date"
}`;

/**
 * BrewPiLess's "generic HTTP" log format, JSON (content type application/json): %b beer temperature,
 * %B beer setting, %f fridge, %a auxiliary, %g gravity (SG), %p °Plato, %v voltage, %t tilt angle,
 * %u unix time. BrewPiLess sends its temperatures in its own unit: set `temp_unit` to "F" when it runs
 * in °F.
 */
export const BREWPILESS_JSON_TEMPLATE =
  '{"name":"BrewPiLess","beerTemp":"%b","beerSet":"%B","fridgeTemp":"%f","auxTemp":"%a","gravity":"%g","plato":"%p","voltage":"%v","tilt":"%t","time":"%u","temp_unit":"C"}';
/** The same, form-encoded (content type application/x-www-form-urlencoded). */
export const BREWPILESS_FORM_TEMPLATE =
  'name=BrewPiLess&beerTemp=%b&beerSet=%B&fridgeTemp=%f&auxTemp=%a&gravity=%g&plato=%p&voltage=%v&tilt=%t&time=%u&temp_unit=C';

/** The generic body any other device or script may post (JSON). */
export const GENERIC_READING_EXAMPLE = '{ "gravity": 1.012, "temperature": 19.5, "temperatureUnit": "C" }';

/** The fewest seconds between two readings a device's URL takes: a reading sooner is refused. */
export const DEVICE_MIN_POST_SECONDS = 2;

/** The interval we suggest: a reading every 15 minutes draws a clear curve and spares the battery. */
export const SUGGESTED_INTERVAL_MINUTES = 15;

/** A value to paste into one of the device's fields; `value` is null when the URL is not known any more. */
export interface SetupValue {
  /** The device's field, as the device names it. */
  field: string;
  value: string | null;
}

/** A template to paste where the device takes one, with the content type it is sent as. */
export interface SetupTemplate {
  label: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  text: string;
}

/** What a device type's setup page says. */
export interface DeviceSetup {
  type: DeviceType;
  /** The device type's name (core's DEVICE_TYPE_NAMES). */
  name: string;
  /** Where the settings are. */
  where: string;
  /** The steps, in order; a field is named in double quotes as the device names it. */
  steps: string[];
  /** The values to paste, field by field. */
  values: SetupValue[];
  templates: SetupTemplate[];
  /** What to know beyond the steps (units, limits, the interval). */
  notes: string[];
}

/** A URL's parts as an iSpindel's HTTP service type asks for them. */
export interface UrlParts {
  host: string;
  port: string;
  path: string;
  secure: boolean;
}

/** The host, port (the scheme's default when none is written), path and whether it is https. */
export function urlParts(url: string): UrlParts {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:';
  return {
    host: parsed.hostname,
    port: parsed.port || (secure ? '443' : '80'),
    path: `${parsed.pathname}${parsed.search}`,
    secure,
  };
}

const LIMIT_NOTE = `The URL takes at most one reading every ${DEVICE_MIN_POST_SECONDS} seconds: a reading sent sooner is refused and not stored.`;
const INTERVAL_NOTE = `A reading every ${SUGGESTED_INTERVAL_MINUTES} minutes (${SUGGESTED_INTERVAL_MINUTES * 60} seconds) is plenty for a fermentation curve and spares the battery.`;
const SECRET_NOTE =
  'Anyone with the URL can post readings to this device: keep it to yourself. If it leaks, make a new secret URL; the old one stops working.';

type Setup = Omit<DeviceSetup, 'type' | 'name' | 'notes'> & { notes?: string[] };

/** The setup of each type, for the URL `url` (null when it is no longer shown). */
const SETUPS: Record<DeviceType, (url: string | null) => Setup> = {
  // iSpindel's configuration portal (its WiFi manager): Service Type HTTP takes the server, port and
  // path in three fields (universam1/iSpindel, pio/src/iSpindel.cpp).
  ispindel: (url) => {
    const parts = url ? urlParts(url) : null;
    return {
      where: "The iSpindel's configuration portal (reset it, join its iSpindel_… Wi-Fi, open Configuration).",
      steps: [
        'Set "Service Type" to "HTTP".',
        'Paste the server, port and path below into "Server Address", "Server Port" and "Path / URI" (called "Server URL" in some firmware versions).',
        'Leave "Token/ API key" empty.',
        `Set "Update Interval (s)" to ${SUGGESTED_INTERVAL_MINUTES * 60}.`,
        'Save: the iSpindel leaves the portal and sends its first reading.',
      ],
      values: [
        { field: 'Server Address', value: parts?.host ?? null },
        { field: 'Server Port', value: parts?.port ?? null },
        { field: 'Path / URI', value: parts?.path ?? null },
      ],
      templates: [],
      notes: [
        'Gravity may be in SG or °Plato and the temperature in °C, °F or K: the iSpindel says which.',
        ...(parts?.secure
          ? [
              'The "HTTP" service type sends plain HTTP, and this URL is https: if your firmware offers an HTTPS service type, choose it and give it the whole URL; otherwise the iSpindel cannot reach this address.',
            ]
          : []),
      ],
    };
  },
  // GravityMon's web UI (mp-se/gravitymon-ui): Push - HTTP Post #1, its URL, headers and format.
  gravitymon: (url) => ({
    where: "GravityMon's web page, Push settings.",
    steps: [
      'Open "HTTP Post #1" (or #2 if the first is in use).',
      'Paste the URL into "HTTP URL".',
      'Set "HTTP Header #1" to "Content-Type: application/json".',
      'In "Predefined formats" choose the iSpindel format for "Data format".',
      `Under Push settings set "Sleep interval" to ${SUGGESTED_INTERVAL_MINUTES * 60} seconds.`,
      'Save, then "Run push test" to send a reading now.',
    ],
    values: [{ field: 'HTTP URL', value: url }],
    templates: [],
    notes: [
      'GravityMon sends its corrected gravity (SG or °Plato) and temperature (°C or °F) as it is set up to.',
    ],
  }),
  // The Tilt app's cloud logging and TiltBridge's Grainfather target (one URL per Tilt colour, the
  // Tilt's own fields: thorrak/tiltbridge docs, cloud services).
  tilt: (url) => ({
    where: 'The Tilt app on your phone, or the TiltBridge web page.',
    steps: [
      'Tilt app: open the logging settings, paste the URL into "Cloud URL" and turn cloud logging on.',
      `Tilt app: set the logging interval to ${SUGGESTED_INTERVAL_MINUTES} minutes.`,
      'TiltBridge: open Settings, then the cloud targets ("Target Settings"), and choose Grainfather.',
      'TiltBridge: paste the URL into the field of your Tilt\'s colour and click "Update".',
    ],
    values: [{ field: 'Cloud URL', value: url }],
    templates: [],
    notes: [
      'The Tilt sends °F and SG: they are converted for you.',
      'One device here stands for one Tilt colour: give each Tilt its own device and URL.',
    ],
  }),
  // The RAPT portal's Custom Web Hooks (docs.rapt.io/integrations/web-hooks/custom-web-hooks).
  rapt: (url) => ({
    where: 'The RAPT portal (app.rapt.io), Integrations.',
    steps: [
      'Add a custom webhook.',
      'Paste the URL as its URL and choose the method POST.',
      'Paste the payload below as its payload (the @ variables are filled in by RAPT).',
      'Attach the webhook to your Pill and save.',
      `Set the Pill's telemetry interval to ${SUGGESTED_INTERVAL_MINUTES} minutes.`,
    ],
    values: [{ field: 'URL', value: url }],
    templates: [{ label: 'Payload', contentType: 'application/json', text: RAPT_WEBHOOK_TEMPLATE }],
    notes: ['RAPT sends the temperature in °C, the gravity as SG and the battery in %.'],
  }),
  // BrewPiLess's remote logging, Generic HTTP (vitotai/BrewPiLess docs: Method, URL, Data Type, format).
  brewpiless: (url) => ({
    where: "BrewPiLess's web page, the remote logging settings.",
    steps: [
      'Turn remote logging on and choose "Generic HTTP".',
      'Set "Method" to POST and paste the URL into "URL".',
      'Set "Data Type" to application/json and paste the JSON format below into "format" (or leave "Data Type" empty and paste the form format).',
      'If BrewPiLess runs in °F, change temp_unit from C to F in the format.',
      `Set the log period to ${SUGGESTED_INTERVAL_MINUTES} minutes (${SUGGESTED_INTERVAL_MINUTES * 60} seconds) and save.`,
    ],
    values: [{ field: 'URL', value: url }],
    templates: [
      { label: 'Format (JSON)', contentType: 'application/json', text: BREWPILESS_JSON_TEMPLATE },
      {
        label: 'Format (form)',
        contentType: 'application/x-www-form-urlencoded',
        text: BREWPILESS_FORM_TEMPLATE,
      },
    ],
    notes: ['BrewPiLess on an ESP8266 cannot send HTTPS: it needs an http:// address.'],
  }),
  plaato: (url) => ({
    where: "The Plaato app, the airlock's webhook integration.",
    steps: ['Turn the webhook on and paste the URL as the webhook URL.', 'Save.'],
    values: [{ field: 'Webhook URL', value: url }],
    templates: [],
    notes: [
      'The Plaato estimates the gravity from the bubbles it counts; the bubbles per minute are kept too.',
    ],
  }),
  brewfather: (url) => ({
    where: 'The device or tool that posts to a Brewfather custom stream.',
    steps: [
      'Where it asks for the Brewfather stream URL (http://log.brewfather.net/stream?id=…), paste this URL instead.',
      `Set its interval to ${SUGGESTED_INTERVAL_MINUTES} minutes and save.`,
    ],
    values: [{ field: 'Stream URL', value: url }],
    templates: [],
    notes: [
      'A device that asks only for the stream id or key, not a URL, cannot post here that way: use its generic HTTP option if it has one.',
    ],
  }),
  brewersFriend: (url) => ({
    where: "The device or tool that posts to a Brewer's Friend stream.",
    steps: [
      "Where it asks for the Brewer's Friend stream URL, paste this URL instead.",
      `Set its interval to ${SUGGESTED_INTERVAL_MINUTES} minutes and save.`,
    ],
    values: [{ field: 'Stream URL', value: url }],
    templates: [],
    notes: [
      'A device that asks only for an API key, not a URL, cannot post here that way: use its generic HTTP option if it has one.',
    ],
  }),
  other: (url) => ({
    where: 'Any device or script that can send an HTTP POST.',
    steps: [
      'POST JSON (Content-Type: application/json) to the URL with "gravity" (SG or °Plato) and "temperature".',
      'Add "temperatureUnit" ("C", "F" or "K"; °C when left out) and "time" (ISO 8601; the arrival time when left out) if you like.',
      `Send a reading every ${SUGGESTED_INTERVAL_MINUTES} minutes or so.`,
    ],
    values: [{ field: 'URL', value: url }],
    templates: [{ label: 'Body', contentType: 'application/json', text: GENERIC_READING_EXAMPLE }],
  }),
};

/**
 * The setup page of a device of type `type` whose secret URL is `url`; null once the URL is no longer
 * shown (it is shown once, when it is made): the steps stand and the values to paste are null.
 */
export function deviceSetup(type: DeviceType, url: string | null = null): DeviceSetup {
  const { notes = [], ...setup } = SETUPS[type](url);
  return {
    type,
    name: DEVICE_TYPE_NAMES[type],
    ...setup,
    notes: [...notes, INTERVAL_NOTE, LIMIT_NOTE, SECRET_NOTE],
  };
}
