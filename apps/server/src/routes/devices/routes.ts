// Device routes (issue 35): the brewer's devices, each with one secret URL for all its batches (shown
// once, stored hashed, renewed on request), assigned to one batch at a time, and the readings it sent
// while on none. Who may do what is policies/device.ts; the ingest itself is routes/ingest/.
import { batchDeviceSchema, deviceSchema, MAX_DEVICES } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/errors';
import { newHashedToken } from '../../lib/tokens';
import * as batchPolicy from '../../policies/batch';
import * as devicePolicy from '../../policies/device';
import { presentReading } from '../batches/presenter';
import { prepareFindBatch } from '../batches/repository';
import { batchParams } from '../batches/schema';
import { ingestUrl } from '../ingest/schema';
import { presentDevice } from './presenter';
import {
  assignDevice,
  attachUnassignedReadings,
  countDevices,
  deleteDevice,
  insertDevice,
  listDevices,
  listUnassignedReadings,
  prepareFindDevice,
  updateDevice,
} from './repository';
import { attachBody, deviceParams, deviceResponses } from './schema';

/** Registers the device routes. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const findDevice = prepareFindDevice(app.ctx.db);
  const findBatch = prepareFindBatch(app.ctx.db);
  const schema = { tags: ['devices'] };
  const urlOf = (token: string) => ingestUrl(app.ctx.config.appUrl, token);
  /** The user's device `id` as listed (it was just found or written). */
  const listed = async (userId: string, id: string) => {
    const [row] = await listDevices(db(), userId, id);
    if (!row) throw notFound('Device');
    return presentDevice(row);
  };

  api.get('/api/devices', { schema: { ...schema, response: deviceResponses.list } }, async (request) =>
    (await listDevices(db(), request.userId)).map(presentDevice),
  );

  api.post(
    '/api/devices',
    { schema: { ...schema, body: deviceSchema, response: deviceResponses.created } },
    async (request, reply) => {
      if ((await countDevices(db(), request.userId)) >= MAX_DEVICES) {
        throw new HttpError(409, `You have ${MAX_DEVICES} devices, the most there may be: delete one first.`);
      }
      const { token, hash } = newHashedToken();
      const row = await insertDevice(db(), request.userId, request.body, hash);
      const device = await listed(request.userId, row.id);
      return reply.code(201).send({ device, url: urlOf(token), token });
    },
  );

  api.put(
    '/api/devices/:id',
    { schema: { ...schema, params: deviceParams, body: deviceSchema, response: deviceResponses.saved } },
    async (request) => {
      const device = devicePolicy.authorizeChange(request.userId, await findDevice(request.params.id));
      if (!(await updateDevice(db(), request.userId, device.id, request.body))) throw notFound('Device');
      return listed(request.userId, device.id);
    },
  );

  api.delete(
    '/api/devices/:id',
    { schema: { ...schema, params: deviceParams, response: deviceResponses.deleted } },
    async (request) => {
      const device = devicePolicy.authorizeChange(request.userId, await findDevice(request.params.id));
      if (!(await deleteDevice(db(), request.userId, device.id))) throw notFound('Device');
      return { message: 'Device deleted successfully.' };
    },
  );

  // A new secret URL: the old one stops working at once (the way to revoke a URL that leaked).
  api.post(
    '/api/devices/:id/token',
    { schema: { ...schema, params: deviceParams, response: deviceResponses.url } },
    async (request, reply) => {
      const device = devicePolicy.authorizeChange(request.userId, await findDevice(request.params.id));
      const { token, hash } = newHashedToken();
      if (!(await updateDevice(db(), request.userId, device.id, { tokenHash: hash })))
        throw notFound('Device');
      return reply.code(201).send({ url: urlOf(token), token });
    },
  );

  api.get(
    '/api/devices/:id/readings',
    { schema: { ...schema, params: deviceParams, response: deviceResponses.waiting } },
    async (request) => {
      const device = devicePolicy.authorizeRead(request.userId, await findDevice(request.params.id));
      return (await listUnassignedReadings(db(), device.id)).map((row) => {
        const { brix: _brix, ...reading } = presentReading({ ...row, brix: null });
        return reading;
      });
    },
  );

  api.post(
    '/api/devices/:id/attach',
    { schema: { ...schema, params: deviceParams, body: attachBody, response: deviceResponses.attached } },
    async (request) => {
      const device = devicePolicy.authorizeChange(request.userId, await findDevice(request.params.id));
      const batch = devicePolicy.authorizeAssignTo(request.userId, await findBatch(request.body.batchId));
      return { attached: await attachUnassignedReadings(app.ctx.db, device.id, batch.id) };
    },
  );

  api.put(
    '/api/batches/:id/device',
    {
      schema: {
        tags: ['batches', 'devices'],
        params: batchParams,
        body: batchDeviceSchema,
        response: deviceResponses.assigned,
      },
    },
    async (request) => {
      const { deviceId } = request.body;
      if (deviceId === null) {
        const batch = batchPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
        await assignDevice(app.ctx.db, request.userId, batch.id, null);
        return { device: null };
      }
      const batch = devicePolicy.authorizeAssignTo(request.userId, await findBatch(request.params.id));
      const device = devicePolicy.authorizeChange(request.userId, await findDevice(deviceId));
      await assignDevice(app.ctx.db, request.userId, batch.id, device.id);
      return { device: await listed(request.userId, device.id) };
    },
  );
}
