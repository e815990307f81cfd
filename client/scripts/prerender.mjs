// Prerenders every public page in every language into dist/prerendered/<lang>/<page>.html.
// Runs after `vite build` (the browser build) and `vite build --ssr` (dist-ssr/entry-server.js);
// the server answers a public path with the file of the visitor's language, and the browser
// hydrates it. Usage: node scripts/prerender.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const client = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(client, 'dist');
const { render } = await import(pathToFileURL(join(client, 'dist-ssr', 'entry-server.js')).href);

const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'];
const RTL = new Set(['ar']);
export const PUBLIC_PAGES = ['/', '/about', '/our_plans', '/faq', '/contact', '/real_estate', '/gold_investment', '/agriculture', '/cryptocurrency'];

/**
 * A prerendered page is readable before any script runs, so it starts the app only after its
 * first paint: a small module (a file, as the Content-Security-Policy allows no inline script)
 * imports the entry once a frame has been drawn. The app's code then never competes with the
 * page's first paint for a slow connection or a slow processor. A hidden tab draws no frame; the
 * timer starts the app there.
 */
function bootModule(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const code = `// Starts the app after the prerendered page's first paint (scripts/prerender.mjs).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The entry's vendor chunks download beside it rather than after it, and each runs in a task of
  // its own before the entry: a slow phone never spends one long stretch starting everything.
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const chunks = [...${JSON.stringify(preloads)}, ${JSON.stringify(entry[1])}];
  const run = (i) => import(chunks[i]).then(() => i + 1 < chunks.length && setTimeout(() => run(i + 1), 0));
  run(0);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;
  for (const old of readdirSync(join(dist, 'assets')).filter((f) => /^boot-.*\.js$/.test(f))) rmSync(join(dist, 'assets', old));
  const name = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  writeFileSync(join(dist, name), code);
  const page = html
    .replace(entry[0], `<script type="module" src="/${name}"></script>`)
    // The entry's own imports are fetched when it is: no early preload.
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return page;
}

const template = bootModule(readFileSync(join(dist, 'index.html'), 'utf8'));
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** React 19 renders <title> and <meta> where PageTitle stands; the prerendered page keeps them in <head>. */
function liftHead(html) {
  const head = [];
  const body = html.replace(/<title>[\s\S]*?<\/title>|<meta name="description"[^>]*\/?>/g, (tag) => {
    head.push(tag);
    return '';
  });
  return { head, body };
}

rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
let count = 0;
for (const language of LANGUAGES) {
  for (const page of PUBLIC_PAGES) {
    const { html, styles } = await render(page, language);
    if (/<script|<!--\$[?!]-->/.test(html)) throw new Error(`${language} ${page}: the prerendered markup still has a pending boundary or an inline script`);
    const { head, body } = liftHead(html);
    let out = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${RTL.has(language) ? 'rtl' : 'ltr'}"`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeAttr(language)}">${body}</div>`);
    if (head.some((t) => t.startsWith('<title>'))) out = out.replace(/<title>[\s\S]*?<\/title>/, '');
    if (head.some((t) => t.startsWith('<meta name="description"'))) out = out.replace(/<meta\s+name="description"[\s\S]*?data-default\s*\/>/, '');
    out = out.replace('</head>', `${head.join('')}${styles}</head>`);
    const file = join(dist, 'prerendered', language, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, out);
    count++;
  }
}
console.log(`prerendered ${count} pages (${PUBLIC_PAGES.length} public pages × ${LANGUAGES.length} languages) into dist/prerendered`);
