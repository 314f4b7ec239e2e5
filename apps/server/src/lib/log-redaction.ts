// What request logs may hold: a request's URL with the values of secret query parameters (the token of
// the Google sign-in redirect and of a reset link, activation codes, OpenID codes and states) replaced,
// so a log line never carries a credential. Headers are redacted by the logger's own `redact` list.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'access_token', 'id_token', 'password']);

/** `url` (path and query) with the value of each secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0]!;
      return SECRET_PARAMS.has(decodeURIComponentSafe(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The logger's serializer of a request: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
