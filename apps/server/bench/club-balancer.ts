// The club bench's load balancer: one process in front of the server processes BENCH_UPSTREAMS (comma-
// separated origins), sharing requests among them round robin, weighted down for an upstream that fails
// (undici's BalancedPool through @fastify/reply-from), over kept-alive connections. Bodies pass through
// unparsed. Prints one JSON line with its port once it listens.
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const upstreams = process.env.BENCH_UPSTREAMS!.split(',');
const balancer = Fastify({ logger: false });
balancer.removeAllContentTypeParsers();
balancer.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
await balancer.register(replyFrom, {
  base: upstreams.length === 1 ? upstreams[0] : upstreams,
  undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 },
});
balancer.all('/*', (_request, reply) => reply.from());
await balancer.listen({ port: 0, host: '127.0.0.1' });
const address = balancer.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
const stop = () => void balancer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
