// Security headers with a strict Content-Security-Policy: the built web app needs only its own scripts,
// styles and API, plus data: images (the beer glass and icons). No inline scripts. Inline styles are
// allowed because Radix's dialogs inject a small <style> element to lock page scrolling behind them;
// a style cannot run code, and the static index.html has no per-request nonce to offer instead.
//
// helmet's middleware is built once here and applied to every request: @fastify/helmet built it anew on
// every request (about 30 µs each, as much as the rest of Fastify's work on a small answer) to offer
// per-route options and CSP nonces, which this app does not use.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The security headers of every answer, set before the route runs. */
const securityHeaders = helmet({
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

/** Adds the security headers to every answer (an onRequest hook on `app`, so on every route). */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
}
