// What a share link opens without signing in (issue 36): `GET /api/shared/{token}`, the recipe as a share
// shows it, and `GET /shared/{token}`, the web app's page with the recipe's title and description in its
// Open Graph tags, so a link pasted in a chat previews as the recipe. Both are limited per address: a
// token cannot be guessed (256 bits), and nobody may try many.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatQuantity, SHARE_MESSAGES } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { strictLimit } from '../../plugins/rate-limit';
import { hasWebApp } from '../../plugins/static';
import { presentShared } from './presenter';
import { sharingResponses as responses, tokenParams } from './schema';
import { openLink } from './shared-link';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The one-line description a link preview shows: style, size and figures, and who shared it. */
export function previewDescription(shared: ReturnType<typeof presentShared>): string {
  const { og, abv, ibu } = shared.figures;
  return [
    shared.style,
    formatQuantity('volume', shared.volumeLiters, 'L'),
    `OG ${og.toFixed(3)}`,
    `${abv.toFixed(1)} % ABV`,
    `${Math.round(ibu)} IBU`,
    `shared by ${shared.shownName}`,
  ].join(' · ');
}

/** `index.html` with the page's title and its Open Graph tags. */
function withPreview(indexHtml: string, title: string, description: string, url: string | null): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Wortsmith" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    // A shared recipe is for those given the link, not for search engines.
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${tags}\n  </head>`);
}

/** Registers the public share routes. */
export async function sharedRecipeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;

  api.get(
    '/api/shared/:token',
    {
      ...strictLimit(app, 120, '1 minute', factor),
      schema: { tags: ['sharing'], params: tokenParams, response: responses.shared },
    },
    async (request) => {
      const { recipe, author, share } = await openLink(db(), request.params.token);
      return {
        ...presentShared(recipe, author, share.shownAs),
        expiresAt: share.expiresAt?.toISOString() ?? null,
      };
    },
  );

  const { webDist, appUrl } = app.ctx.config;
  if (!hasWebApp(webDist)) return;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  app.get(
    '/shared/:token',
    { ...strictLimit(app, 120, '1 minute', factor), schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      try {
        const { recipe, author, share } = await openLink(db(), token);
        const shared = presentShared(recipe, author, share.shownAs);
        return withPreview(
          indexHtml,
          `${shared.name} · Wortsmith`,
          previewDescription(shared),
          `${appUrl}/shared/${token}`,
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.code(404).send(withPreview(indexHtml, 'Wortsmith', SHARE_MESSAGES.linkGone, null));
      }
    },
  );
}
