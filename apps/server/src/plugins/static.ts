// Serves the built web app with @fastify/static: hashed /assets/* cached for a year, index.html never
// cached, and client routes (any non-/api GET that is not a file) answered with index.html. Each file's
// brotli (.br) or gzip (.gz) copy made at build time is sent instead when the client accepts it, with
// Content-Encoding and Vary: Accept-Encoding.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** True when `webDist` holds a built app. */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/** Registers the static files of `webDist` (nothing when the app is not built). */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  if (!hasWebApp(webDist)) {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Caches keep the compressed and the plain copy apart (@fastify/static does not say so itself).
      res.setHeader('Vary', 'Accept-Encoding');
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
}
