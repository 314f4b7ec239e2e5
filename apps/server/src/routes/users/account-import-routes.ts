// POST /api/users/me/import: the account export file as the body (JSON, or octet-stream as a browser
// upload sends it); ?preview=1 answers what would be added and saves nothing, else 201 with what was
// added. A file over 32 MB is 413, one that is not an export 400, each with `{ message }`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { fileBytes, registerFileBody } from '../interop/file-body';
import { importQuery, isPreview } from '../interop/schema';
import { importAccount } from './account-import';
import { accountImportResponse } from './schema';

/** The largest account export taken: a brewer's years of batches and device readings fit well within. */
export const MAX_ACCOUNT_IMPORT_BYTES = 32 * 1024 * 1024;
export const ACCOUNT_FILE_TOO_LARGE = 'The file is too large: account exports of 32 MB at most.';

export async function accountImportRoutes(app: FastifyInstance): Promise<void> {
  registerFileBody(app, { bytes: MAX_ACCOUNT_IMPORT_BYTES, message: ACCOUNT_FILE_TOO_LARGE });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/me/import',
    {
      schema: {
        tags: ['users'],
        description:
          'Reads an account export (docs/account-export.md) into the signed-in account; importing the same file again adds nothing.',
        querystring: importQuery.pick({ preview: true }),
        response: {
          200: accountImportResponse,
          201: accountImportResponse,
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const preview = isPreview(request.query);
      const answer = await importAccount(app.ctx.db, request.userId, fileBytes(request.body), preview);
      return reply.code(preview ? 200 : 201).send(answer);
    },
  );
}
