// Prerenders every public page in every language into dist/prerendered/<lang>/<page>.html.
// Runs after `vite build` (the browser build) and `vite build --ssr` (dist-ssr/entry-server.js);
// the server answers a public path with the file of the visitor's language, and the browser
// hydrates it. Usage: node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const client = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(client, 'dist');
const { render } = await import(pathToFileURL(join(client, 'dist-ssr', 'entry-server.js')).href);

const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'];
const RTL = new Set(['ar']);
export const PUBLIC_PAGES = ['/', '/about', '/our_plans', '/faq', '/contact', '/real_estate', '/gold_investment', '/agriculture', '/cryptocurrency'];

const template = readFileSync(join(dist, 'index.html'), 'utf8');
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
