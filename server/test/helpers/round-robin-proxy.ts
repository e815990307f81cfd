import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** A load balancer for tests: round robin over `backends`, every request and WebSocket upgrade in turn. */
export interface RoundRobinProxy {
  url: string;
  /** Which backend (its index in `backends`) served each request and upgrade, in order. */
  served: Array<{ backend: number; method: string; path: string }>;
  /** The backend the next request or upgrade goes to. */
  nextBackend(): number;
  close(): Promise<void>;
}

/** The header on each answer naming the backend (its index) that served it. */
export const SERVED_BY = 'x-served-by';

/**
 * Starts a tiny HTTP proxy on 127.0.0.1 that sends each request (and each WebSocket upgrade) to the
 * next of `backends` (base URLs such as http://127.0.0.1:4321), as a load balancer without
 * stickiness does; the answer carries `x-served-by: <index>`.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => new URL(base));
  const served: RoundRobinProxy['served'] = [];
  const sockets = new Set<Socket>();
  let next = 0;
  const pick = (req: IncomingMessage) => {
    const backend = next++ % targets.length;
    served.push({ backend, method: req.method ?? 'GET', path: req.url ?? '/' });
    return { backend, target: targets[backend] };
  };

  const server = createServer((req, res) => {
    const { backend, target } = pick(req);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(backend) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: String(backend) });
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // WebSockets: the upgrade request is written to the chosen backend as it came, then bytes flow both ways.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const { target } = pick(req);
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries({ ...req.headers, host: target.host }).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`],
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    nextBackend: () => next % targets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
