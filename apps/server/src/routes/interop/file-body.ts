// Import bodies are files: within an import routes' plugin, XML, JSON and octet-stream bodies arrive
// as the raw bytes (the format is told from the content), up to the import's 10 MB (an account
// export's 32 MB), and a refused body is answered in the words of a file upload.
import { MAX_IMPORT_BYTES } from '@wortsmith/core';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Media types an import accepts. */
export const IMPORT_MEDIA_TYPES = [
  'application/xml',
  'text/xml',
  'application/json',
  'application/octet-stream',
];

export const FILE_TOO_LARGE = 'The file is too large: import files of 10 MB at most.';
export const WRONG_MEDIA_TYPE = `Send the file as ${IMPORT_MEDIA_TYPES.join(', ')}.`;

/**
 * Registers the raw-bytes parsers and the file errors on `app` (an encapsulated plugin instance): files
 * of `limit.bytes` at most, a larger one refused with `limit.message`.
 */
export function registerFileBody(
  app: FastifyInstance,
  limit = { bytes: MAX_IMPORT_BYTES, message: FILE_TOO_LARGE },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    IMPORT_MEDIA_TYPES,
    { parseAs: 'buffer', bodyLimit: limit.bytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 413) return reply.code(413).send({ message: limit.message });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: WRONG_MEDIA_TYPE });
    }
    // Everything else is the application's one error handler's.
    throw error;
  });
}

/** The uploaded bytes of a request (none when the body was empty). */
export function fileBytes(body: unknown): Uint8Array {
  return body instanceof Uint8Array ? body : new Uint8Array();
}
