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
/** What a page's islands ask the server for besides the site content and the session. */
const PAGE_DATA = { '/our_plans': ['/api/fetch/fetch_plans'] };
export const PUBLIC_PAGES = ['/', '/about', '/our_plans', '/faq', '/contact', '/real_estate', '/gold_investment', '/agriculture', '/cryptocurrency'];

/**
 * The files each island needs (app/islands.ts names them, the Vite manifest maps them), those of
 * the code that hydrates them, each language's texts and the right-to-left styles: a page lists
 * its own for the boot module, which asks for them all at once instead of one import after another.
 */
function islandFiles() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const hydrateKey = 'src/app/hydrate-islands.tsx';
  if (!manifest[hydrateKey]) throw new Error(`the Vite manifest has no ${hydrateKey}`);
  const registry = readFileSync(join(client, 'src', 'app', 'islands.ts'), 'utf8');
  const islands = {};
  for (const [, name, path] of registry.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)) {
    const source = join('src', 'app', path).replace(/\\/g, '/');
    const base = source.split('/').pop();
    // A module that the app also imports statically is a shared chunk ("_name-hash.js"), not an entry of its own.
    const key =
      [`${source}.tsx`, `${source}.ts`].find((k) => manifest[k]) ?? (manifest[hydrateKey].dynamicImports ?? []).find((k) => manifest[k]?.name === base);
    if (!key) throw new Error(`island ${name}: no chunk of ${source} in the Vite manifest`);
    islands[name] = [...closure([key])];
  }
  const texts = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^src\/i18n\/locales\/([^/]+)\/(common|public)\.json$/.exec(key);
    // English `common` ships inside the entry (i18n/i18n.ts).
    if (m && !(m[1] === 'en' && m[2] === 'common')) (texts[m[1]] ??= []).push(chunk.file);
  }
  const rtlKey = Object.keys(manifest).find((key) => /node_modules\/stylis-plugin-rtl\//.test(key) && manifest[key].isDynamicEntry);
  return { hydrate: [...closure([hydrateKey])], islands, texts, rtl: rtlKey ? [...closure([rtlKey])] : [] };
}

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
  // Everything the page's islands need downloads at once, beside the entry, rather than each file
  // after the one that imports it (the page lists them on this script's tag); the entry's vendor
  // chunks run each in a task of its own before it: a slow phone never spends one long stretch
  // starting everything.
  const listed = (document.querySelector('script[data-modules]')?.dataset.modules ?? '').split(' ').filter(Boolean);
  for (const href of [...${JSON.stringify(preloads)}, ...listed]) {
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
    .replace(entry[0], `<script type="module" src="/${name}" data-modules=""></script>`)
    // The entry's own imports are fetched when it is: no early preload.
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return page;
}

const template = bootModule(readFileSync(join(dist, 'index.html'), 'utf8'));
const files = islandFiles();

/** The modules a page's islands need, in `language`, for its boot script's data-modules. */
function pageModules(html, language) {
  const names = [...html.matchAll(/<div data-island="(\w+)"/g)].map((m) => m[1]);
  const wanted = new Set([
    ...files.hydrate,
    ...names.flatMap((n) => files.islands[n]),
    ...(files.texts[language] ?? []),
    ...(RTL.has(language) ? files.rtl : []),
  ]);
  return [...wanted].map((file) => `/${file}`).join(' ');
}
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
    // What every public page's islands ask the server for (the footer's risk warning and the
    // page's figures; the header's sign-in state) starts with the page, not after its scripts.
    const preloads = [`/api/site_content?lang=${encodeURIComponent(language)}`, '/api/session', ...(PAGE_DATA[page] ?? [])]
      .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin>`)
      .join('');
    out = out.replace('</head>', `${head.join('')}${preloads}${styles}</head>`).replace('data-modules=""', `data-modules="${pageModules(body, language)}"`);
    const file = join(dist, 'prerendered', language, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, out);
    count++;
  }
}
console.log(`prerendered ${count} pages (${PUBLIC_PAGES.length} public pages × ${LANGUAGES.length} languages) into dist/prerendered`);
