import express, { Request, RequestHandler, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ContentService } from '../modules/content/content.service';
import { SITE_FILE_PATHS } from '../modules/content/site-files.controller';
import { isStaff } from '../common/session-user';
import { notAllowedPage } from './not-allowed-page';
import { pageLanguage } from './page-language';
import { contentSecurityPolicy } from './security-headers';
import { ServedIslands } from './served-islands';

/** Paths the server answers itself even where the client is served (robots.txt, sitemap.xml, the API). */
const serverPath = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/graphql') || SITE_FILE_PATHS.includes(path);

/** The product name, as the client's header shows it (client/src/lib/brand.ts). */
const BRAND = 'Investment Platform';

const isConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/');
/** Console pages for admins alone, not support staff: the mail outbox (its API is @AdminsOnly too). */
const isAdminsOnlyPath = (path: string) => path === '/admin/mail' || path.startsWith('/admin/mail/');

/**
 * The admin console's pages (and its GraphQL IDE) are not even sent to others: strangers are sent to
 * sign in, signed-in users who are not staff (admin or support) get a 403 page, and so does support staff on an
 * admins-only page (the mail outbox). The API behind the console checks the role itself.
 */
function refuseConsole(req: Request, res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  if (!req.user) return res.redirect(302, '/account/login');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(req));
  res
    .status(403)
    .type('html')
    .send(notAllowedPage(pageLanguage(req), BRAND));
}

/** File names under `assets` that client/scripts/compress-assets.mjs wrote a `.br` and a `.gz` copy of, read once at start. */
function precompressedAssets(assets: string): Set<string> {
  if (!existsSync(assets)) return new Set();
  const names = new Set(readdirSync(assets));
  return new Set([...names].filter((name) => !/\.(br|gz)$/.test(name) && names.has(`${name}.br`) && names.has(`${name}.gz`)));
}

/** What the request accepts of the precompressed copies: brotli before gzip, none when it names neither (or q=0). */
export function assetEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The prerendered pages of a build, as "<language>/<page>", read once at start. */
function prerenderedPages(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((language) => readdirSync(join(dir, language.name)).map((file) => `${language.name}/${file.replace(/\.html$/, '')}`)),
  );
}

/**
 * Serves the built client: hashed assets cached for a year, public pages prerendered in the
 * visitor's language, and index.html for every other client route. With `content`, the islands
 * that show site content an admin edits are rendered into their page as it is served (served-islands.ts).
 */
export function clientApp(dist: string, content?: ContentService): RequestHandler | undefined {
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const files = express.static(dist, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, path) => {
      if (path.endsWith('.html')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.req));
      // Vite puts a content hash in every asset's name: a changed file is a new URL.
      if (path.includes(`${join(dist, 'assets')}/`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const assets = join(dist, 'assets');
  const compressed = precompressedAssets(assets);
  const prerendered = join(dist, 'prerendered');
  const pages = prerenderedPages(prerendered);
  const served = content && new ServedIslands(join(dist, '..', 'dist-ssr', 'entry-server.js'), prerendered, content);
  return (req, res, next) => {
    if (serverPath(req.path) || req.path.startsWith('/prerendered/')) return next();
    // A script or stylesheet compressed at build time goes out as it is (gzip 9 or brotli 11,
    // with its length): smaller than the on-the-fly compression, whose middleware leaves an
    // answer that already has a Content-Encoding alone. Its name carries its hash: no validators.
    const asset = req.path.startsWith('/assets/') ? req.path.slice('/assets/'.length) : undefined;
    if (asset && compressed.has(asset) && (req.method === 'GET' || req.method === 'HEAD')) {
      res.vary('Accept-Encoding');
      const encoding = assetEncoding(req.headers['accept-encoding']);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.type(extname(asset));
        const file = join(assets, `${asset}.${encoding === 'br' ? 'br' : 'gz'}`);
        return res.sendFile(file, { etag: false, lastModified: false, acceptRanges: false, cacheControl: false }, (error) => {
          if (!error) return;
          if (!res.headersSent) res.removeHeader('Content-Encoding');
          next(error);
        });
      }
    }
    files(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (isConsolePath(req.path) && !isStaff(req.user)) return refuseConsole(req, res);
      if (isAdminsOnlyPath(req.path) && !req.user?.isAdmin) return refuseConsole(req, res);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(req));
      const language = pageLanguage(req);
      const page = `${language}/${req.path === '/' ? 'index' : req.path.slice(1)}`;
      if (pages.has(page)) {
        res.setHeader('Vary', 'Cookie, Accept-Language');
        if (!served?.serves(page)) return res.sendFile(join(prerendered, `${page}.html`));
        served
          .page(page, language, req.path)
          .then((html) => (html === undefined ? res.sendFile(join(prerendered, `${page}.html`)) : res.type('html').send(html)))
          .catch(next);
        return;
      }
      res.sendFile(join(dist, 'index.html'));
    });
  };
}
