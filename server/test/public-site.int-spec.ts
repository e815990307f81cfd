import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '../src/modules/content/site-files.controller';
import { bootApp, TestApp } from './helpers/test-app';

const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n');

/** A stand-in for client/dist (absent on a clean checkout): what Vite emits, plus a robots.txt the server must shadow. */
function fixtureDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'invest-client-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Investment Platform</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("app");');
  // What client/scripts/compress-assets.mjs writes beside a script over 1 kB.
  writeFileSync(join(dir, 'assets', 'big-abc.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'assets', 'big-abc.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  writeFileSync(join(dir, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  // What client/scripts/prerender.mjs writes (two pages in two languages are enough here).
  for (const language of ['en', 'de']) {
    mkdirSync(join(dir, 'prerendered', language), { recursive: true });
    for (const page of ['index', 'about']) {
      writeFileSync(
        join(dir, 'prerendered', language, `${page}.html`),
        `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="${language}">${page} ${'x'.repeat(2000)}</div></body></html>`,
      );
    }
  }
  return dir;
}

/** A GET with a Host header of our choosing (fetch will not send one). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET sending exactly `acceptEncoding` (fetch would add its own), answering the raw headers and bytes. */
function getEncoded(
  baseUrl: string,
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

const ROBOTS_RULES = [
  'User-agent: *',
  'Allow: /',
  'Allow: /account/login',
  'Allow: /account/register',
  'Disallow: /account/',
  'Disallow: /user',
  'Disallow: /admin',
  'Disallow: /api/',
  'Disallow: /graphql',
];

describe('public site files and headers, production with the built client', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fixtureDist();
    t = await bootApp({ env: { NODE_ENV: 'production', CLIENT_DIST: dist, PUBLIC_URL: 'https://invest.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/our_plans', '/user/dashboard', '/account/login', '/index.html'])(
    'serves %s as the client with the Content-Security-Policy',
    async (path) => {
      const res = await t.client().raw(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toMatch(/<div id="root"( data-prerendered="en")?>/);
      const port = new URL(t.baseUrl).port;
      expect(directives(res.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", `ws://127.0.0.1:${port}`],
        'frame-src': ['https://s.tradingview.com', 'https://www.tradingview-widget.com', 'https://www.openstreetmap.org'],
        'object-src': ['https://s.tradingview.com', 'https://www.openstreetmap.org'],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    },
  );

  it('serves the scripts the page loads from its own origin, cached for a year (their names change with their content)', async () => {
    const res = await t.client().raw('/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('sends a script compressed at build time as it is, with its length (Accept-Encoding %s: %s)', async (acceptEncoding, encoding, suffix) => {
    const res = await getEncoded(t.baseUrl, '/assets/big-abc.js', acceptEncoding);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.body).toEqual(readFileSync(join(dist, 'assets', `big-abc.js${suffix}`)));
    expect((encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the script plain to a client that takes no compression', async () => {
    const res = await getEncoded(t.baseUrl, '/assets/big-abc.js', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(BIG_SCRIPT);
  });

  it.each([
    ['/', {}, 'en', 'index'],
    ['/about', { cookie: 'lang=de' }, 'de', 'about'],
    ['/about', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' }, 'de', 'about'],
    ['/about', { cookie: 'lang=de', 'accept-language': 'en' }, 'de', 'about'],
    ['/about', { 'accept-language': 'sw,xx;q=0.5' }, 'en', 'about'],
    ['/about', { 'accept-language': 'sw,DE;q=0.5' }, 'de', 'about'],
    ['/about', { 'accept-language': 'en-GB,de;q=0.9' }, 'en', 'about'],
    ['/about', { cookie: 'lang=../../etc' }, 'en', 'about'],
  ])("answers %s (%j) with the page prerendered in the visitor's language", async (path, headers, language, page) => {
    const res = await t.client().raw(path, { headers });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(`data-prerendered="${language}">${page} `);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers client routes that are not prerendered with index.html, and never serves the prerendered folder by its own path', async () => {
    expect(await (await t.client().raw('/faq')).text()).toContain('<div id="root"></div>');
    expect(await (await t.client().raw('/user/dashboard', { headers: { cookie: 'lang=de' } })).text()).toContain('<div id="root"></div>');
    expect((await t.client().raw('/prerendered/en/index.html')).status).toBe(404);
  });

  it('compresses pages for clients that accept gzip', async () => {
    const res = await new Promise<{ encoding?: string }>((resolve, reject) => {
      const url = new URL('/', t.baseUrl);
      const req = request({ hostname: url.hostname, port: url.port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (r) => {
        r.resume();
        resolve({ encoding: r.headers['content-encoding'] });
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.encoding).toBe('gzip');
  });

  it('answers robots.txt itself, not the client file: public pages, sign-in and sign-up open; account, user, admin and API areas closed; the sitemap by PUBLIC_URL', async () => {
    const res = await t.client().raw('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe([...ROBOTS_RULES, '', 'Sitemap: https://invest.example.com/sitemap.xml', ''].join('\n'));
    expect((await t.client().raw('/robots.txt', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers sitemap.xml with the nine public pages as absolute URLs', async () => {
    const res = await t.client().raw('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://invest.example.com/</loc></url>',
        '  <url><loc>https://invest.example.com/about</loc></url>',
        '  <url><loc>https://invest.example.com/our_plans</loc></url>',
        '  <url><loc>https://invest.example.com/faq</loc></url>',
        '  <url><loc>https://invest.example.com/contact</loc></url>',
        '  <url><loc>https://invest.example.com/real_estate</loc></url>',
        '  <url><loc>https://invest.example.com/gold_investment</loc></url>',
        '  <url><loc>https://invest.example.com/agriculture</loc></url>',
        '  <url><loc>https://invest.example.com/cryptocurrency</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(PUBLIC_ROUTES).toHaveLength(9);
  });

  it('keeps the API and GraphQL out of the client fallback, and the policy off JSON answers', async () => {
    const content = await t.client().raw('/api/site_content?lang=fr');
    expect(content.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await content.json()) as { locale: string }).locale).toBe('fr');
    const missing = await t.client().raw('/api/robots.txt');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expect(missing.headers.get('content-security-policy')).toBeNull();
  });
});

describe('public site files without PUBLIC_URL or a built client', () => {
  let t: TestApp;
  let empty: string;

  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), 'invest-no-client-'));
    t = await bootApp({ env: { CLIENT_DIST: empty } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('names the host the request came to', async () => {
    const robots = await t.client().raw('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml\n`);
    const sitemap = await (await t.client().raw('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>[^<]+<\/loc>/g)).toEqual(PUBLIC_ROUTES.map((path) => `<loc>${t.baseUrl}${path}</loc>`));

    const named = await getWithHost(t.baseUrl, '/sitemap.xml', 'invest.example.org:8443');
    expect(named.body).toContain('<loc>http://invest.example.org:8443/about</loc>');
  });

  it.each(['evil.example"><x', 'a b', 'example.com/path', '-_-'])('falls back to the configured URL for the Host header %j', async (host) => {
    const res = await getWithHost(t.baseUrl, '/robots.txt', host);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('answers unknown pages with the JSON 404 when no client is built', async () => {
    const res = await t.client().get('/about');
    expect(res.status).toBe(404);
  });
});
