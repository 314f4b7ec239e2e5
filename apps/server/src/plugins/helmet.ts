// Security headers with a strict Content-Security-Policy: the built web app needs only its own scripts,
// styles and API, plus data: images (the beer glass and icons). No inline scripts. Inline styles are
// allowed because Radix's dialogs inject a small <style> element to lock page scrolling behind them;
// a style cannot run code, and the static index.html has no per-request nonce to offer instead.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Registers @fastify/helmet. */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
