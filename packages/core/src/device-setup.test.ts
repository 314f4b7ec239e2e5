// Each device type's setup page: the fields it names, the values to paste (iSpindel's split URL), the
// templates, the promise of one reading every 2 seconds and the interval, with and without the URL.
import { describe, expect, it } from 'vitest';
import {
  BREWPILESS_FORM_TEMPLATE,
  BREWPILESS_JSON_TEMPLATE,
  deviceSetup,
  RAPT_WEBHOOK_TEMPLATE,
  urlParts,
} from './device-setup';
import { DEVICE_TYPE_NAMES, DEVICE_TYPES } from './devices';

const URL_HTTPS = 'https://brew.example.com/api/ingest/abc123';
const URL_HTTP = 'http://192.168.1.20:3000/api/ingest/abc123';

describe('urlParts', () => {
  it.each([
    [URL_HTTP, { host: '192.168.1.20', port: '3000', path: '/api/ingest/abc123', secure: false }],
    [URL_HTTPS, { host: 'brew.example.com', port: '443', path: '/api/ingest/abc123', secure: true }],
    [
      'http://brew.local/api/ingest/x',
      { host: 'brew.local', port: '80', path: '/api/ingest/x', secure: false },
    ],
  ])('%s', (url, parts) => {
    expect(urlParts(url)).toEqual(parts);
  });
});

describe('deviceSetup', () => {
  it.each(DEVICE_TYPES)('%s: named, with steps, the 2-second promise and a 15-minute interval', (type) => {
    const setup = deviceSetup(type, URL_HTTP);
    expect(setup.name).toBe(DEVICE_TYPE_NAMES[type]);
    expect(setup.steps.length).toBeGreaterThan(0);
    expect(setup.values.length).toBeGreaterThan(0);
    const text = [...setup.steps, ...setup.notes].join(' ');
    expect(text).toContain('at most one reading every 2 seconds');
    expect(text).toMatch(/15 minutes|900/);
  });

  it('iSpindel: the HTTP service type with the URL split into Server Address, Server Port and Path / URI', () => {
    const setup = deviceSetup('ispindel', URL_HTTP);
    expect(setup.steps.join(' ')).toContain('"Service Type" to "HTTP"');
    expect(setup.values).toEqual([
      { field: 'Server Address', value: '192.168.1.20' },
      { field: 'Server Port', value: '3000' },
      { field: 'Path / URI', value: '/api/ingest/abc123' },
    ]);
    expect(setup.steps.join(' ')).toContain('"Update Interval (s)" to 900');
    expect(setup.notes.join(' ')).not.toContain('HTTPS service type');
  });

  it('iSpindel with an https URL: port 443 and a warning that plain HTTP cannot reach it', () => {
    const setup = deviceSetup('ispindel', URL_HTTPS);
    expect(setup.values.find((v) => v.field === 'Server Port')?.value).toBe('443');
    expect(setup.notes.join(' ')).toContain('HTTPS service type');
  });

  it.each([
    ['gravitymon', 'HTTP URL'],
    ['tilt', 'Cloud URL'],
    ['rapt', 'URL'],
    ['brewpiless', 'URL'],
    ['plaato', 'Webhook URL'],
    ['brewfather', 'Stream URL'],
    ['brewersFriend', 'Stream URL'],
    ['other', 'URL'],
  ] as const)('%s: the whole URL goes into "%s"', (type, field) => {
    expect(deviceSetup(type, URL_HTTPS).values).toEqual([{ field, value: URL_HTTPS }]);
  });

  it('RAPT: POST with the webhook payload; BrewPiLess: the JSON and the form format', () => {
    const rapt = deviceSetup('rapt', URL_HTTPS);
    expect(rapt.steps.join(' ')).toContain('POST');
    expect(rapt.templates).toEqual([
      { label: 'Payload', contentType: 'application/json', text: RAPT_WEBHOOK_TEMPLATE },
    ]);
    const brewPiLess = deviceSetup('brewpiless', URL_HTTPS);
    expect(brewPiLess.steps.join(' ')).toContain('"Generic HTTP"');
    expect(brewPiLess.templates.map((t) => [t.contentType, t.text])).toEqual([
      ['application/json', BREWPILESS_JSON_TEMPLATE],
      ['application/x-www-form-urlencoded', BREWPILESS_FORM_TEMPLATE],
    ]);
  });

  it('the templates are what the readers expect: valid JSON with the fields they tell formats by', () => {
    expect(Object.keys(JSON.parse(RAPT_WEBHOOK_TEMPLATE))).toEqual(
      expect.arrayContaining(['device_name', 'gravity', 'temperature']),
    );
    expect(Object.keys(JSON.parse(BREWPILESS_JSON_TEMPLATE))).toEqual(
      expect.arrayContaining(['beerTemp', 'gravity', 'plato', 'temp_unit']),
    );
    expect([...new URLSearchParams(BREWPILESS_FORM_TEMPLATE).keys()]).toEqual(
      Object.keys(JSON.parse(BREWPILESS_JSON_TEMPLATE)),
    );
    expect(JSON.parse(deviceSetup('other').templates[0]!.text)).toEqual({
      gravity: 1.012,
      temperature: 19.5,
      temperatureUnit: 'C',
    });
  });

  it('without the URL (shown once, not retrievable) the steps stand and the values are unknown', () => {
    for (const type of DEVICE_TYPES) {
      const setup = deviceSetup(type);
      expect(setup.steps).toEqual(deviceSetup(type, URL_HTTP).steps);
      expect(setup.values.every((value) => value.value === null)).toBe(true);
    }
  });
});
