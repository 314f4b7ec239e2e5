// The server's log (pino, through Fastify) in its two formats: JSON lines for a log collector, the
// default when standard output is not a terminal; readable lines for a person at a terminal, where a
// request gets one line, at debug level only. Both go through the same redaction: headers by pino's
// `redact`, URLs by lib/log-redaction.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../config';
import { redactUrl, serializeRequest } from './log-redaction';

/** `json`: one JSON object a line; `pretty`: `12:04:31 WARN: message` lines. */
export type LogFormat = 'json' | 'pretty';

/** Where the log's lines are written; standard output unless a test passes its own. */
export interface LogDestination {
  write(text: string): unknown;
}

/**
 * Fastify's logger options for `level` and `format`: no credential in a line in either format. The
 * pretty format writes each line synchronously (as pino does to standard output), so its lines keep
 * their place among the server's plain lines; colours only on a terminal that takes them.
 */
export function loggerOptions(
  level: AppConfig['logLevel'],
  format: LogFormat = 'json',
  destination?: LogDestination,
) {
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
  };
  if (format === 'json') return destination ? { ...options, stream: destination } : options;
  const out = destination ?? process.stdout;
  const prettify = pinoPretty.prettyFactory({
    colorize: out === process.stdout && pinoPretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  return { ...options, stream: { write: (line: string) => out.write(prettify(line)) } };
}

/**
 * The pretty format's request lines: none when a request comes in, and one when it is answered, at
 * debug level (`GET /api/recipes 200 4 ms`), or at error level when answering it failed.
 */
export class TerminalLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, `${line}: ${error.message}`);
    else reply.log.debug(line);
  }
}

/** Fastify's options for the log of `config`: the logger, and in the pretty format its request lines. */
export function loggingOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: LogDestination,
) {
  const format = config.logFormat ?? 'json';
  return {
    logger: loggerOptions(config.logLevel, format, destination),
    ...(format === 'pretty' ? { logController: new TerminalLogController() } : {}),
  };
}
