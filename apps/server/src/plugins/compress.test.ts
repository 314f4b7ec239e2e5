// Compressed answers: the web app's files as their build-time brotli or gzip copies, JSON lists
// compressed on the fly, each with Content-Encoding and Vary; nothing compressed for a client that does
// not ask.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, createItem, type TestUser } from '../../test/factories';
import { createTestApp, testDataDir } from '../../test/support/test-app';

const SCRIPT = `console.log(${JSON.stringify('hop '.repeat(2000))});`;
let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  // The app removes its data folder, and the web app written into it, when it closes.
  const dataDir = testDataDir();
  const webDist = join(dataDir, 'web');
  const script = join(webDist, 'assets', 'index-abc123.js');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wortsmith</title><div id="root"></div>');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = await createTestApp({ dataDir, webDist });
  user = await buildSignedInUser(app);
});
afterAll(() => app.close());

describe('compression', () => {
  it('sends a built file as its brotli or gzip copy, as the browser accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it('compresses a JSON list on the fly and the client reads the same list', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/fermentables', headers: user.auth });
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/fermentables',
      headers: { ...user.auth, 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    // Per-user answers: no browser or shared cache keeps them.
    expect(zipped.headers['cache-control']).toBe('no-store');
  });

  it("sends the official list (a user who owns no hop) compressed, and the user's own list once they add one", async () => {
    const newcomer = await buildSignedInUser(app);
    const read = async () => {
      const plain = await app.inject({ method: 'GET', url: '/api/hops', headers: newcomer.auth });
      const zipped = await app.inject({
        method: 'GET',
        url: '/api/hops',
        headers: { ...newcomer.auth, 'accept-encoding': 'gzip;q=0.5, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('br');
      expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers['cache-control']).toBe('no-store');
      const list = JSON.parse(brotliDecompressSync(zipped.rawPayload).toString()) as Array<{ name: string }>;
      expect(list).toEqual(plain.json());
      return list.map((hop) => hop.name);
    };
    const official = await read();
    expect(official.length).toBeGreaterThan(10);
    const own = await createItem(app, newcomer, 'hops', 'Aaa Own Hop');
    expect(await read()).toEqual([own.name, ...official]);
    await app.inject({ method: 'DELETE', url: `/api/hops/${newcomer.id}/${own.id}`, headers: newcomer.auth });
    expect(await read()).toEqual(official);
  });

  it('compresses nothing for a client that sends no Accept-Encoding', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/fermentables', headers: user.auth });
    const file = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.json().length).toBeGreaterThan(10);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(SCRIPT);
  });
});
