// One origin in front of a server that is replaced: a plain HTTP proxy on a port the system gives it,
// forwarding every request to the current target. A service worker belongs to its origin (scheme, host
// and port), so an upgrade journey stops the old server, starts the new one on its own port, and points
// the proxy at it: the browser keeps talking to the same origin, as it does when a self-hoster upgrades.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy. */
export interface SwitchProxy {
  /** The origin the browser uses, e.g. http://localhost:41234. */
  url: string;
  /** Sends the requests from now on to `target` (an origin such as a server's reported URL). */
  setTarget(target: string): void;
  close(): Promise<void>;
}

/** Starts a proxy forwarding to `target` until told otherwise. */
export async function startSwitchProxy(target: string): Promise<SwitchProxy> {
  let current = new URL(target);
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        // The servers listen on 127.0.0.1; their reported URLs say localhost.
        host: current.hostname === 'localhost' ? '127.0.0.1' : current.hostname,
        port: current.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    setTarget(next) {
      current = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
