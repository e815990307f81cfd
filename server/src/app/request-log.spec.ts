import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

/** pino-http at info with requestLogLevel, as the app configures it: which requests leave a line. */
describe('requestLogLevel with pino-http', () => {
  let server: Server;
  let base: string;
  const lines: { req: { url: string }; res: { statusCode: number } }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    });
    const log = pinoHttp({ level: 'info', customLogLevel: requestLogLevel }, stream);
    server = createServer((req, res) => {
      log(req, res);
      const url = new URL(req.url!, 'http://x');
      const status = Number(url.searchParams.get('status') ?? 200);
      setTimeout(() => res.writeHead(status).end('{}'), Number(url.searchParams.get('wait') ?? 0));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function logged(path: string, init?: RequestInit): Promise<boolean> {
    lines.length = 0;
    await (await fetch(`${base}${path}`, init)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.some((line) => line.req.url.startsWith(path.split('?')[0]));
  }

  it('leaves out a quick successful check-auth, with or without a query string', async () => {
    expect(await logged('/api/check-auth')).toBe(false);
    expect(await logged('/api/check-auth?x=1')).toBe(false);
  });

  it('logs a refused or failed check-auth', async () => {
    expect(await logged('/api/check-auth?status=401')).toBe(true);
    expect(await logged('/api/check-auth?status=500')).toBe(true);
  });

  it('logs every other request, and check-auth by another method', async () => {
    expect(await logged('/api/me')).toBe(true);
    expect(await logged('/api/check-auth', { method: 'POST' })).toBe(true);
  });

  it('logs a slow check-auth', async () => {
    expect(await logged(`/api/check-auth?wait=${SLOW_REQUEST_MS + 50}`)).toBe(true);
  });
});
