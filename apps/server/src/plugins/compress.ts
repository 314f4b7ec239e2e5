// Compression of answers with @fastify/compress: brotli or gzip, as the client's Accept-Encoding allows,
// for compressible answers of 1 KB or more (JSON lists, the OpenAPI document). The built web app's
// files are compressed at build time and served as they are (plugins/static.ts), never again here. An
// answer many requests share (the official catalogue's lists) is compressed once (`precompress`) and
// sent as it is (`sendPrecompressed`), with the same settings and headers.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
/** Smaller answers go as they are: the headers would cost more than compressing saves. */
const THRESHOLD = 1024;
// The plugin's quality (4) with a 256 KB window instead of brotli's 4 MB: JSON lists repeat themselves
// within a few items, so they come out as small (the official fermentables: 9,159 bytes either way),
// while each answer's encoder, and the client's decoder, sets up a sixteenth of the memory (the bench's
// bare route: 280-360 answers a second before, 590-690 after).
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
};

/** Registers @fastify/compress for every route registered after it. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: THRESHOLD,
    // Answers up to 128 KB (every official list) are compressed at once on the event loop (about a
    // millisecond for the official fermentables) rather than in libuv's thread pool, the plugin's
    // choice above 8 KB on two cores: there each thread's malloc arena keeps its encoders' memory, and
    // ten clients reading the newcomer's list grew the server by 75-85 MB instead of about 32.
    syncThreshold: 128 * 1024,
    brotliOptions: BROTLI_OPTIONS,
  });
}

type Encoding = (typeof ENCODINGS)[number];

/** A JSON answer with its compressed copies (none under the threshold). */
export type Precompressed = { json: string; encoded?: Record<Encoding, Buffer> };

/** Compresses `json` once, as the plugin would for each request. */
export function precompress(json: string): Precompressed {
  if (Buffer.byteLength(json) < THRESHOLD) return { json };
  return { json, encoded: { br: brotliCompressSync(json, BROTLI_OPTIONS), gzip: gzipSync(json) } };
}

/** Sends a precompressed JSON answer in the encoding the client prefers, with Content-Encoding and Vary. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: Precompressed) {
  reply.type('application/json; charset=utf-8');
  const { encoded } = answer;
  const accepted = request.headers['accept-encoding'];
  const encoding = encoded && accepted ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null) : null;
  if (!encoded || !encoding) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  return reply
    .header('content-encoding', encoding)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    .send(encoded[encoding]);
}
