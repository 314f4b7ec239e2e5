// Alert routes (issue 35): the brewer's alerts with the unread count the header shows, and marking
// them read. Alerts are the owner's alone; another's is 404 "Alert not found.".
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { presentAlert } from './presenter';
import { countUnread, listAlerts, markAllRead, setAlertRead } from './repository';
import { alertBody, alertParams, alertResponses } from './schema';

/** Registers the alert routes. */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const schema = { tags: ['alerts'] };

  api.get('/api/alerts', { schema: { ...schema, response: alertResponses.list } }, async (request) => {
    const [rows, unread] = await Promise.all([
      listAlerts(db(), request.userId),
      countUnread(db(), request.userId),
    ]);
    return {
      unread,
      alerts: rows.map(presentAlert),
    };
  });

  api.put(
    '/api/alerts/:id',
    { schema: { ...schema, params: alertParams, body: alertBody, response: alertResponses.saved } },
    async (request) => {
      if (!(await setAlertRead(db(), request.userId, request.params.id, request.body.read))) {
        throw notFound('Alert');
      }
      return { unread: await countUnread(db(), request.userId) };
    },
  );

  api.post(
    '/api/alerts/read',
    { schema: { ...schema, response: { 200: alertResponses.saved[200] } } },
    async (request) => {
      await markAllRead(db(), request.userId);
      return { unread: 0 };
    },
  );
}
