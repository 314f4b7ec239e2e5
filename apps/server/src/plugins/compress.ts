// Compression of answers with @fastify/compress: brotli or gzip, as the client's Accept-Encoding allows,
// for compressible answers of 1 KB or more (JSON lists, the OpenAPI document). The built web app's
// files are compressed at build time and served as they are (plugins/static.ts), never again here.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Registers @fastify/compress for every route registered after it. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers up to 128 KB (every official list) are compressed at once on the event loop (about a
    // millisecond for the official fermentables) rather than in libuv's thread pool, the plugin's
    // choice above 8 KB on two cores: there each thread's malloc arena keeps its encoders' memory, and
    // ten clients reading the newcomer's list grew the server by 75-85 MB instead of about 32.
    syncThreshold: 128 * 1024,
    // The plugin's quality (4) with a 256 KB window instead of brotli's 4 MB: JSON lists repeat
    // themselves within a few items, so they come out as small (the official fermentables: 9,159
    // bytes either way), while each answer's encoder, and the client's decoder, sets up a sixteenth
    // of the memory (the bench's bare route: 280-360 answers a second before, 590-690 after).
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
}
