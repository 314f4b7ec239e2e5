// README "Several server processes", as written there: two built server processes sharing DATABASE_URL,
// JWT_SECRET and REDIS_URL behind a load balancer (here a round-robin proxy) serve one Wortsmith. A
// token from either is accepted by both, what one process saves the other reads, and a logout through
// one is refused by the other at once. Needs PostgreSQL and Redis (DATABASE_URL/REDIS_URL, or the local
// defaults); a throwaway database is created and dropped.
import { randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { apiCall, apiLogin, GOOD_PASSWORD, uniqueEmail } from '../harness/api';
import { type ServerProcess, startServer } from '../harness/server-process';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A round-robin load balancer in front of `upstreams`; records which upstream served each request. */
async function roundRobin(upstreams: string[], served: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    served.push(upstream.port);
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('two server processes with the same secret, database and Redis behind a load balancer', async () => {
  test.setTimeout(180_000);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `wortsmith_several_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.query(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const shared = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: `several-processes-${randomUUID()}-${randomUUID()}`,
    REDIS_URL,
    REDIS_KEY_PREFIX: `${database}:`,
    ACCOUNT_ACTIVATION: 'off',
  };
  const servers: ServerProcess[] = [];
  let balancer: Server | undefined;
  try {
    // Started together, as the README's example does (both run the migrations at start).
    const started = await Promise.allSettled(
      ['one', 'two'].map((name) => startServer(`several-${name}`, shared)),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const served: string[] = [];
    const front = await roundRobin(
      servers.map((server) => server.url),
      served,
    );
    balancer = front.server;

    const email = uniqueEmail('several');
    await apiCall(front.url, 'POST', '/api/users', {
      body: { name: 'Two Servers', email, brewery: 'Balanced Brewhouse', password: GOOD_PASSWORD },
    });
    const token = await apiLogin(front.url, email, GOOD_PASSWORD);
    const hop = await apiCall<{ id: string }>(front.url, 'POST', '/api/hops', {
      token,
      body: { name: 'Balanced Citra', supplier: 'Both', useType: 'Aroma', alphaAcidContent: 12 },
    });
    // The next four requests go to each process twice: each accepts the token and reads the hop.
    for (let i = 0; i < 4; i++) {
      const found = await apiCall<Array<{ id: string }>>(
        front.url,
        'GET',
        '/api/hops/search?searchTerm=balanced',
        {
          token,
        },
      );
      expect(found.map((item) => item.id)).toEqual([hop.id]);
    }
    expect(new Set(served).size).toBe(2);

    // Logged out through one process, the token is refused by both at once.
    await apiCall(front.url, 'POST', '/api/users/logout', { token });
    for (const server of servers) {
      const answer = await fetch(`${server.url}/api/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
    }
  } finally {
    balancer?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});
