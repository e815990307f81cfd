// How much JavaScript a visitor's browser downloads for Home (/) until the network is idle, in
// each of the ten languages, measured the way the browser counts it: the bytes that came over
// the wire for every script response (Chrome DevTools Protocol: Network.loadingFinished's
// encodedDataLength, headers included, as the server sent them, gzip-compressed). CSS and fonts
// are counted beside it; nothing of them is in the JavaScript figure.
//
//   npm run build -w client && npm run build -w server    (once: the new build is this checkout's)
//   npm run bench:home-js [-- --baseline <git-ref>] [--budget 200] [--lang de,ar] [--path /] [--encoding gzip|browser]
//
// Each language is a fresh browser (Debian's chromium through playwright-core) with that locale
// (navigator.languages and Accept-Language) and the language picker's choice stored (localStorage
// `language` and the `lang` cookie), as a visitor who chose it. "Idle" is: the load event has
// fired, no request is in flight and none started for 500 ms; then the page is watched for 3 s
// more (idle-time loads: requestIdleCallback, the widgets' probes), and any request in that time
// restarts the wait. The browser asks for gzip only (Accept-Encoding: gzip, deflate), the
// budget's measure; Chromium asks for brotli too on localhost and HTTPS (--encoding browser). bench:bundle (public-bundle.mjs) stops at the first quiet moment and gzips
// bodies itself; this script counts what really came over the wire.
//
// --baseline <ref> also builds that ref's client in a temporary git worktree (removed at the end)
// and measures it with this checkout's server (CLIENT_DIST), alternating old/new per language.
// Exits 1 when a measured build of this checkout is over budget in a language.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root, startServer, textArg } from './server.mjs';

const BUDGET_KB = Number(textArg('budget') ?? 200);
const LANGUAGES = (textArg('lang') ?? 'ar,de,en,es,fr,hi,ja,pt,ru,zh-CN').split(',');
const PATH = textArg('path') ?? '/';
const QUIET_MS = 500;
const LINGER_MS = Number(textArg('linger') ?? 3000);
/** `gzip` (default): the browser asks for gzip only, the budget's measure; `browser`: what it asks for itself (brotli too, over HTTPS or localhost). */
const ENCODING = textArg('encoding') ?? 'gzip';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `ref`'s client built in a temporary worktree sharing this checkout's node_modules. */
function clientBuildOf(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const tree = mkdtempSync(join(tmpdir(), `home-js-${sha}-`));
  execFileSync('git', ['worktree', 'add', '--detach', tree, sha], { cwd: root, stdio: 'ignore' });
  const cleanup = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  };
  try {
    for (const dir of ['', 'server', 'client']) {
      if (existsSync(join(root, dir, 'node_modules'))) symlinkSync(join(root, dir, 'node_modules'), join(tree, dir, 'node_modules'), 'dir');
    }
    console.error(`building the client of ${ref} (${sha}) in ${tree} ...`);
    // The build's steps without the type check (a ref mid-way through other work may not pass it; the bytes do not depend on it).
    const client = join(tree, 'client');
    const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: client, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    run('npx', ['vite', 'build']);
    run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr']);
    run('node', ['scripts/prerender.mjs'], { NODE_ENV: 'production' });
    if (existsSync(join(client, 'scripts', 'compress-assets.mjs'))) run('node', ['scripts/compress-assets.mjs']);
  } catch (error) {
    cleanup();
    throw error;
  }
  return { name: `old ${sha}`, dist: join(tree, 'client', 'dist'), cleanup };
}

/** What kind of resource a response is, by its type and MIME type. */
function kindOf(type, mime, url) {
  if (type === 'Script' || /javascript|ecmascript/.test(mime) || /\.m?js$/.test(url.pathname)) return 'js';
  if (type === 'Stylesheet' || mime === 'text/css') return 'css';
  if (type === 'Font' || /^font\/|woff/.test(mime)) return 'font';
  return 'other';
}

/** Opens PATH in `language` and records every response until the network has been idle. */
async function visit(base, language) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: language, viewport: { width: 1280, height: 900 } });
    const host = new URL(base).hostname;
    await context.addCookies([{ name: 'lang', value: language, domain: host, path: '/' }]);
    await context.addInitScript((lng) => globalThis.localStorage.setItem('language', lng), language);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (ENCODING === 'gzip') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    const requests = new Map();
    const done = [];
    let lastActivity = Date.now();
    let loaded = false;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      // A redirect reuses the id: the hop before it is finished.
      requests.set(requestId, { url: new URL(request.url), type, inFlight: true });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const r = requests.get(requestId);
      if (!r) return;
      Object.assign(r, {
        type,
        mime: response.mimeType,
        status: response.status,
        headerBytes: response.encodedDataLength,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      });
    });
    const finish = (requestId, bytes, failed) => {
      const r = requests.get(requestId);
      if (!r || !r.inFlight) return;
      r.inFlight = false;
      lastActivity = Date.now();
      if (!failed) done.push({ ...r, transfer: bytes, kind: kindOf(r.type, r.mime ?? '', r.url) });
    };
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength, false));
    cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0, true));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const started = Date.now();
    await page.goto(`${base}${PATH}`, { waitUntil: 'load' });
    loaded = true;
    const quiet = () => loaded && [...requests.values()].every((r) => !r.inFlight) && Date.now() - lastActivity >= QUIET_MS;
    for (;;) {
      while (!quiet()) await new Promise((r) => setTimeout(r, 25));
      const mark = lastActivity;
      await new Promise((r) => setTimeout(r, LINGER_MS));
      if (lastActivity === mark) break;
    }
    const idleAfter = lastActivity - started;
    const lang = await page.evaluate(() => globalThis.document.documentElement.lang);
    await context.close();
    const sum = (kind, sameOrigin) =>
      done.filter((r) => r.kind === kind && (r.url.origin === new URL(base).origin) === sameOrigin).reduce((s, r) => s + r.transfer, 0);
    const js = done.filter((r) => r.kind === 'js');
    return {
      language,
      lang,
      js: sum('js', true),
      jsThirdParty: sum('js', false),
      jsBody: js.reduce((s, r) => s + r.transfer - (r.headerBytes ?? 0), 0),
      jsFiles: js.length,
      uncompressed: js.filter((r) => !/gzip|br|zstd/.test(r.encoding)).map((r) => r.url.pathname),
      encodings: [...new Set(js.map((r) => r.encoding).filter(Boolean))].join('+'),
      css: sum('css', true) + sum('css', false),
      fonts: sum('font', true) + sum('font', false),
      idleAfter,
      files: js.map((r) => ({ path: r.url.pathname, transfer: r.transfer })).sort((a, b) => b.transfer - a.transfer),
      errors,
    };
  } finally {
    await browser.close();
  }
}

const builds = [];
const baseline = textArg('baseline');
if (baseline) builds.push(clientBuildOf(baseline));
builds.push({ name: 'new', dist: join(root, 'client', 'dist'), cleanup: () => undefined });
for (const b of builds) {
  if (!existsSync(join(b.dist, 'index.html'))) {
    console.error(`${b.dist}/index.html is missing: run \`npm run build -w client\` first.`);
    process.exit(1);
  }
}

const results = new Map(builds.map((b) => [b.name, []]));
try {
  const servers = [];
  try {
    for (const b of builds) servers.push({ build: b, server: await startServer({ LOG_LEVEL: 'warn', CLIENT_DIST: b.dist }) });
    for (const language of LANGUAGES) {
      for (const { build, server } of servers) {
        const r = await visit(server.base, language);
        results.get(build.name).push(r);
        console.error(`${build.name.padEnd(12)} ${language.padEnd(6)} ${kb(r.js).padStart(6)} KB JS over the wire, idle after ${r.idleAfter} ms`);
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }
} finally {
  for (const b of builds) b.cleanup();
}

console.log('');
console.log(`${PATH}: JavaScript a visitor downloads until the network is idle (KB over the wire, gzip, headers included; budget ${BUDGET_KB} KB)`);
const head = ['lang', ...builds.flatMap((b) => [`${b.name} JS`, 'files', 'coding', 'CSS', 'fonts'])];
console.log(head.map((h, i) => (i === 0 ? h.padEnd(6) : h.padStart(i % 5 === 1 ? 14 : 7))).join(' '));
for (const [i, language] of LANGUAGES.entries()) {
  const cells = builds.flatMap((b) => {
    const r = results.get(b.name)[i];
    return [kb(r.js).padStart(14), String(r.jsFiles).padStart(7), r.encodings.padStart(7), kb(r.css).padStart(7), kb(r.fonts).padStart(7)];
  });
  console.log([language.padEnd(6), ...cells].join(' '));
}
console.log('(coding: the Content-Encoding the server answered the browser with; files under 1 kB go uncompressed)');

const failures = [];
for (const b of builds) {
  const rows = results.get(b.name);
  const heaviest = rows.reduce((a, c) => (c.js > a.js ? c : a));
  console.log('');
  console.log(
    `${b.name}: heaviest ${heaviest.language} ${kb(heaviest.js)} KB (bodies alone ${kb(heaviest.jsBody)} KB), ${heaviest.jsFiles} files, idle after ${heaviest.idleAfter} ms`,
  );
  for (const f of heaviest.files) console.log(`  ${f.path.padEnd(52)} ${kb(f.transfer).padStart(7)}`);
  for (const r of rows) {
    if (r.jsThirdParty) console.log(`  ${r.language}: also ${kb(r.jsThirdParty)} KB of third-party JavaScript`);
    if (r.uncompressed.length) console.log(`  ${r.language}: sent uncompressed: ${r.uncompressed.join(', ')}`);
    if (r.lang !== r.language) console.log(`  ${r.language}: the page came in ${r.lang}`);
    if (r.errors.length) console.log(`  ${r.language}: page errors: ${r.errors.join(' | ')}`);
  }
  if (b.name === 'new') for (const r of rows) if (r.js > BUDGET_KB * 1024) failures.push(`${r.language}: ${kb(r.js)} KB > ${BUDGET_KB} KB`);
}
for (const f of failures) console.error(`FAIL ${f}`);
if (failures.length) process.exitCode = 1;
