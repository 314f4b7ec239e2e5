// GET /api/health: 200 when the database answers, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';

const healthResponses = { 200: z.strictObject({ status: z.literal('ok') }), ...errorResponses(503) };

/** Registers the health check. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: healthResponses } },
    async (request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
}
