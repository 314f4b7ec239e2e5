// Cross-origin API access, off by default: the web app is served from the same origin (PRODUCT.md).
// CORS_ORIGINS names the other origins (for example a separately hosted front end) that may call the API.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Registers @fastify/cors for the configured origins; does nothing without any. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A paged list's headers (lib/paging.ts), readable by the configured origins' scripts.
    exposedHeaders: ['Next-Cursor', 'Total-Count'],
    maxAge: 600,
  });
}
