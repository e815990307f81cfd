// How much JavaScript the Home page (/) needs before a visitor can use it, and a check that no
// code of the user area or the admin panel is among it.
//
//   npm run build          (once: this script builds nothing itself)
//   npm run bench:bundle   [-- --budget 200 --lang ar,de --path /]   (every language by default)
//   (--path /account/login or /contact: Apollo is allowed there, the form needs it)
//
// It starts the production server (bench/server.mjs), opens the page in Debian's chromium with
// playwright-core and records every JavaScript response until the page is interactive, which
// here means all of:
//   - the page's hero heading (its first <h1>) is rendered,
//   - the load event has fired,
//   - the network has been quiet (no request in flight) for 500 ms.
// Sizes are the bodies as received (raw) and gzipped here at level 9 (the server may or may not
// compress; the figure is the same either way). Chunks of the user area and the admin panel are
// found through the Vite manifest (client/dist/.vite/manifest.json, build.manifest).
// Each language is measured in a fresh browser (the server sends the page prerendered in it);
// the file list of the heaviest is printed, and last the heaviest total against the budget.
// Exits 1 when a language's gzip total is over budget (default 200 KB) or a forbidden chunk was loaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startServer } from './server.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const BUDGET_KB = Number(option('budget', 200));
const ALL_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'];
const LANGUAGES = option('lang', ALL_LANGUAGES.join(',')).split(',');
const PATH = option('path', '/');
const QUIET_MS = 500;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Source modules of the user area and the admin panel: their chunks must never load on a public page. */
const USER_AREA_SOURCE =
  /^src\/(routes\/(user|admin)\/|features\/(account|admin-[a-z-]+|dashboard|deposits|investments|withdrawals|transactions|profile|referrals)\/|components\/layouts\/user-shell\.tsx$)/;
/** Apollo's boundary (client, socket, toasts): only pages with a form that talks GraphQL load it. */
const APOLLO_SOURCE = /^src\/app\/apollo-root\.tsx$/;
const APOLLO_ALLOWED = /^\/(account(\/|$)|contact$)/.test(PATH);
const FORBIDDEN_SOURCE = APOLLO_ALLOWED ? USER_AREA_SOURCE : new RegExp(`${USER_AREA_SOURCE.source}|${APOLLO_SOURCE.source}`);

const dist = join(root, 'client', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
for (const needed of [join(dist, 'index.html'), manifestPath]) {
  if (!existsSync(needed)) {
    console.error(`${needed} is missing: run \`npm run build\` first (vite's build.manifest must be on).`);
    process.exit(1);
  }
}

/**
 * Output files that only the user area or the admin panel use: the chunks of forbidden source
 * modules plus everything they import, minus what any other entry (index.html, public and
 * account pages) imports as well.
 */
function forbiddenFiles(manifest) {
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry || c.isDynamicEntry);
  const forbiddenKeys = entries.filter(([key, c]) => FORBIDDEN_SOURCE.test(c.src ?? key)).map(([key]) => key);
  const otherKeys = entries.filter(([key, c]) => !FORBIDDEN_SOURCE.test(c.src ?? key)).map(([key]) => key);
  const reachableFromOthers = closure(otherKeys);
  const why = new Map();
  for (const key of forbiddenKeys) {
    for (const file of closure([key])) {
      if (manifest[key].file === file || !reachableFromOthers.has(file)) if (!why.has(file)) why.set(file, manifest[key].src ?? key);
    }
  }
  return why;
}

/** The source module each output file is the chunk of, for the listing. */
function sourceOf(manifest) {
  const map = new Map();
  for (const [key, chunk] of Object.entries(manifest)) if (!map.has(chunk.file)) map.set(chunk.file, chunk.src ?? chunk.name ?? key);
  return map;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(base, LANGUAGE) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: LANGUAGE, viewport: { width: 1280, height: 900 } });
    if (LANGUAGE !== 'en') await context.addInitScript((lng) => globalThis.localStorage.setItem('language', lng), LANGUAGE);
    const page = await context.newPage();
    const scripts = [];
    const pendingBodies = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    let interactive = false;
    const touch = () => (lastActivity = Date.now());
    page.on('request', () => {
      inFlight++;
      touch();
    });
    const settle = () => {
      inFlight = Math.max(0, inFlight - 1);
      touch();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      const isScript = type === 'script' || /\.m?js$/.test(url.pathname);
      if (!isScript || interactive) return;
      pendingBodies.push(
        response.body().then(
          (body) => scripts.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, body }),
          () => undefined,
        ),
      );
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const started = Date.now();
    await page.goto(`${base}${PATH}`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const heading = (await page.locator('h1').first().textContent())?.trim();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 50));
    interactive = true;
    const elapsed = Date.now() - lastActivity - QUIET_MS + (lastActivity - started);
    await Promise.all(pendingBodies);
    await context.close();
    return { scripts, heading, elapsed, errors };
  } finally {
    await browser.close();
  }
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const forbidden = forbiddenFiles(manifest);
const sources = sourceOf(manifest);

const server = await startServer({ LOG_LEVEL: 'warn' });
const results = [];
try {
  for (const language of LANGUAGES) {
    const result = await measure(server.base, language);
    const rows = result.scripts
      .map((s) => {
        const file = s.path.replace(/^\//, '');
        return { ...s, file, source: sources.get(file) ?? '', forbidden: forbidden.get(file) };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
    // Apollo Client names its devtools hook in the bundle: a cheap check that it stayed out.
    const apolloFiles = rows.filter((r) => r.body.includes('__APOLLO_CLIENT__')).map((r) => r.file);
    results.push({ language, result, rows, total, apolloFiles });
    console.log(
      `${language.padEnd(6)} ${kb(total.gzip).padStart(6)} KB gzip (${kb(total.raw)} KB raw, ${rows.length} files), interactive after ${result.elapsed} ms, heading "${result.heading}"`,
    );
  }
} finally {
  await server.stop();
}

const heaviest = results.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
console.log('');
console.log(`Page ${PATH}, the heaviest language (${heaviest.language}):`);
console.log(`${'file'.padEnd(48)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  source`);
for (const r of heaviest.rows) {
  console.log(`${r.file.padEnd(48)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)}  ${r.source}${r.forbidden ? `  FORBIDDEN (${r.forbidden})` : ''}`);
}
console.log(`${'total'.padEnd(48)} ${kb(heaviest.total.raw).padStart(8)} ${kb(heaviest.total.gzip).padStart(8)}  ${heaviest.rows.length} files`);
console.log('');

const failures = [];
for (const { language, result, rows, total, apolloFiles } of results) {
  if (result.errors.length) console.log(`${language}: page errors: ${result.errors.join(' | ')}`);
  if (total.gzip > BUDGET_KB * 1024) failures.push(`${language}: over budget: ${kb(total.gzip)} KB gzip > ${BUDGET_KB} KB`);
  const loadedForbidden = rows.filter((r) => r.forbidden);
  if (loadedForbidden.length) failures.push(`${language}: user-area/admin code loaded: ${loadedForbidden.map((r) => r.file).join(', ')}`);
  if (apolloFiles.length && !APOLLO_ALLOWED) failures.push(`${language}: Apollo Client loaded on a public page: ${apolloFiles.join(', ')}`);
}
for (const f of failures) console.error(`FAIL ${f}`);
if (failures.length) process.exitCode = 1;
console.log(
  `${failures.length ? 'FAIL' : 'OK'}: ${PATH} loads at most ${kb(heaviest.total.gzip)} KB of JavaScript (gzip) until the network is idle, in ${heaviest.language}, the heaviest of ${results.length} language(s); budget ${BUDGET_KB} KB`,
);
