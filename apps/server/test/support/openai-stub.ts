// A local server speaking the OpenAI chat-completions protocol at POST /v1/chat/completions: it answers
// a configurable text (or a configurable error status) and records every request body.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recorded request to the stub. */
export interface OpenAiRequest {
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }> } & Record<string, unknown>;
}

/** A running stub. */
export interface OpenAiStub {
  /** Base URL to pass as OPENAI_BASE_URL (ends with /v1). */
  baseUrl: string;
  port: number;
  requests: OpenAiRequest[];
  /** The text the next completions answer with. */
  reply: string;
  /** When set, completions answer this HTTP status with an OpenAI-style error body. */
  failWith: number | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stub on 127.0.0.1 and a port the system picks. */
export async function startOpenAiStub(options: { reply?: string } = {}): Promise<OpenAiStub> {
  const stub = {
    requests: [] as OpenAiRequest[],
    reply: options.reply ?? 'Add 500 g of Munich malt for more body.',
    failWith: undefined as number | undefined,
  };
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(raw) as OpenAiRequest['body'];
    stub.requests.push({ authorization: request.headers.authorization, body });
    if (stub.failWith) {
      response.writeHead(stub.failWith, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${stub.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'stub-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: stub.reply },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
