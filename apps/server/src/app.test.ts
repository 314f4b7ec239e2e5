// Cross-cutting behaviour of the app: health, OpenAPI, JSON 404s, body limit, error bodies, security
// headers, request ids, rate limits, and serving the built web app with the right caching.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, type TestUser } from '../test/factories';
import { createTestApp, testDataDir } from '../test/support/test-app';

let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  // The app removes its data folder, and the web app written into it, when it closes.
  const dataDir = testDataDir();
  const webDist = join(dataDir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wortsmith</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  app = await createTestApp({
    dataDir,
    webDist,
    internal: { argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  });
  user = await buildSignedInUser(app);
});
afterAll(() => app.close());

describe('API basics', () => {
  it('reports health when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const doc = (await app.inject({ method: 'GET', url })).json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/hops', '/api/recipes/{id}']));
      expect(doc.paths['/api/users/login'].post.requestBody).toBeDefined();
    }
  });

  it('documents what every catalogue, recipe, advice and health route answers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const kinds = ['equipments', 'fermentables', 'hops', 'miscs', 'yeasts'];
    const ours = [
      ...kinds.flatMap((k) => [`/api/${k}`, `/api/${k}/search`, `/api/${k}/{userId}/{id}`, `/api/${k}/{id}`]),
      ...['/api/recipes', '/api/recipes/search', '/api/recipes/{id}', '/api/openAI', '/api/health'],
    ];
    const paths = doc.paths as Record<string, Record<string, { responses: object }>>;
    for (const path of ours) {
      expect(paths[path], path).toBeDefined();
      for (const [method, operation] of Object.entries(paths[path]!)) {
        const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
        expect(success, `${method} ${path}`).toHaveLength(1);
      }
    }
    const hop = doc.paths['/api/hops/{userId}/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(hop.properties)).toEqual(expect.arrayContaining(['alphaAcidContent', 'officialId']));
  });

  it('answers JSON 404 for unknown /api paths, never the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('refuses bodies over 1 MB with 413 { message }', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/hops',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('answers 400 { message } for malformed JSON without leaking internals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/hops',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it.each([
    ['a string', '"Cascade"'],
    ['an array', '[]'],
    ['null', 'null'],
  ])('says the body must be a JSON object when it is %s', async (_what, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/hops',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body must be a JSON object.');
  });

  it('sets security headers with a strict CSP and a request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = response.headers['content-security-policy'] as string;
    // Scripts only from the app's own origin, never inline; styles may be inline (Radix's scroll lock).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('sends the same security headers on every answer: a route, a 404, a 401 and the web app', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/nothing-here', '/api/hops', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});

describe('web app', () => {
  it('serves index.html without caching and hashed assets for a year', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Wortsmith</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/RecipeList', '/Hops/abc/def/edit', '/ChangePassword?token=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('rate limits', () => {
  it('answers 429 { message } after 10 logins a minute for one address', async () => {
    const target = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: target.email, password: 'Wrong1234' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/Too many requests/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'Wrong1234' },
    });
    expect(other.statusCode).toBe(401);
  });

  const attempt = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'Wrong1234' },
      remoteAddress,
    });

  it('limits one account however many addresses try it', async () => {
    const target = await buildUser(app);
    for (let i = 0; i < 10; i++)
      expect((await attempt(target.email, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(target.email, '10.0.0.99')).statusCode).toBe(429);
  });

  it('limits an address’s API requests a minute, never counting the web app’s files', async () => {
    // The same limit at a hundredth of its size (10 a minute), so the test makes few requests.
    const dataDir = testDataDir();
    const webDist = join(dataDir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wortsmith</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    const limited = await createTestApp({
      dataDir,
      webDist,
      internal: { argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, rateLimitFactor: 0.01 },
    });
    try {
      const from = (url: string) => limited.inject({ method: 'GET', url, remoteAddress: '10.0.2.1' });
      for (let i = 0; i < 10; i++) expect((await from('/api/docs/json')).statusCode).not.toBe(429);
      expect((await from('/api/docs/json')).statusCode).toBe(429);
      for (let i = 0; i < 30; i++) {
        expect((await from('/assets/index-abc123.js')).statusCode).toBe(200);
        expect((await from('/Batches/some-batch')).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
    // It builds and migrates an app of its own: more than the default 5 s on a loaded 2-core machine.
  }, 20_000);

  it('gives each signed-in brewer behind one address (a club behind NAT) a minute of their own, and a made-up token none', async () => {
    // 10 requests a minute, as above.
    const limited = await createTestApp({
      internal: { argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, rateLimitFactor: 0.01 },
    });
    try {
      const tokens = await Promise.all(
        [0, 1, 2].map(async () => (await limited.ctx.tokens.issue((await buildUser(limited)).id)).token),
      );
      const get = (url: string, token?: string) =>
        limited.inject({
          method: 'GET',
          url,
          remoteAddress: '10.0.3.1',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      for (let i = 0; i < 10; i++) expect((await get('/api/recipes', tokens[0])).statusCode).toBe(200);
      const refused = await get('/api/recipes', tokens[0]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      // The other brewer at the same address, and the address's own minute, are untouched.
      for (let i = 0; i < 10; i++) expect((await get('/api/recipes', tokens[1])).statusCode).toBe(200);
      // A token the server did not sign counts against the address, whatever it claims, on a public
      // route as on a signed-in one (where it is refused).
      const forged = `${tokens[0]!.slice(0, -4)}AAAA`;
      for (let i = 0; i < 4; i++) expect((await get('/api/docs/json')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await get('/api/docs/json', forged)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await get('/api/recipes', forged)).statusCode).toBe(401);
      expect((await get('/api/recipes', forged)).statusCode).toBe(429);
      expect((await get('/api/docs/json')).statusCode).toBe(429);
      expect((await get('/api/docs/json', tokens[2])).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 20_000);

  it("limits one address however many accounts it tries, at five accounts' worth", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await attempt(`guess-${i}@example.com`, '10.0.1.1')).statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    const refused = await attempt('one-more@example.com', '10.0.1.1');
    expect(statuses[50]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('one-more@example.com', '10.0.1.2')).statusCode).toBe(401);
  });
});
