// Compression of answers with @fastify/compress: brotli or gzip, as the client's Accept-Encoding allows,
// for compressible answers of 1 KB or more (JSON lists, the OpenAPI document). The built web app's
// files are compressed at build time and served as they are (plugins/static.ts), never again here.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Registers @fastify/compress for every route registered after it. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
