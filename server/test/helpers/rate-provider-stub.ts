import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers: the providers' real response shapes, or a failure. */
export type StubMode = 'ok' | 'http500' | 'garbage' | 'not-json' | 'negative' | 'hang';

/**
 * A local stand-in for Kraken's and Coinbase's public ticker APIs (no test reaches the internet):
 * GET /0/public/Ticker?pair=ETHUSD,XBTUSD,LTCUSD and GET /v2/prices/ETH-USD/spot answer as the real APIs
 * do, with the prices in `prices` (USD per unit, by our asset name), or fail as `mode` says.
 */
export class RateProviderStub {
  prices: Record<string, string> = { ETH: '3012.45000', BTC: '95000.10000', LTC: '84.52000' };
  mode: StubMode = 'ok';
  /** Every request's path and query, in order. */
  readonly requests: string[] = [];
  private server?: Server;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    this.requests.push(`${url.pathname}${url.search}`);
    if (this.mode === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (this.mode === 'http500') return this.send(res, 500, '{"error":["EService:Unavailable"]}');
    if (this.mode === 'not-json') return this.send(res, 200, '<html>Service temporarily unavailable</html>');
    const price = (asset: string) => (this.mode === 'garbage' ? 'lots' : this.mode === 'negative' ? `-${this.prices[asset]}` : this.prices[asset]);
    if (url.pathname === '/0/public/Ticker') {
      const keys: Record<string, [string, string]> = { XBTUSD: ['XXBTZUSD', 'BTC'], ETHUSD: ['XETHZUSD', 'ETH'], LTCUSD: ['XLTCZUSD', 'LTC'] };
      const result: Record<string, unknown> = {};
      for (const pair of (url.searchParams.get('pair') ?? '').split(',')) {
        const known = keys[pair];
        if (!known) return this.send(res, 200, JSON.stringify({ error: ['EQuery:Unknown asset pair'] }));
        const last = price(known[1]);
        result[known[0]] = {
          a: [last, '1', '1.000'],
          b: [last, '2', '2.000'],
          c: [last, '0.00067643'],
          v: ['4083.67001100', '4412.73601799'],
          p: [last, last],
          t: [34619, 38907],
          l: [last, last],
          h: [last, last],
          o: last,
        };
      }
      return this.send(res, 200, JSON.stringify({ error: [], result }));
    }
    const spot = /^\/v2\/prices\/([A-Z]+)-USD\/spot$/.exec(url.pathname);
    if (spot && this.prices[spot[1]]) {
      return this.send(res, 200, JSON.stringify({ data: { amount: price(spot[1]).replace(/0+$/, ''), base: spot[1], currency: 'USD' } }));
    }
    this.send(res, 404, JSON.stringify({ errors: [{ id: 'not_found', message: 'Invalid currency' }] }));
  }

  private send(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  }
}
