import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { islandSpan } from '../src/app/served-islands';
import { SEED_TRANSLATIONS } from '../src/modules/content/site-content.seed';
import { ApiClient, createAdmin } from './factories/users';
import { bootApp, TestApp } from './helpers/test-app';

const UPDATE = `mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }`;

/**
 * A stand-in for the client's build (absent on a clean checkout): prerendered pages in two
 * languages, the FAQ with its island in the loading state it is built in, and the SSR module's
 * renderIsland, which writes each question and answer escaped as React does and counts its calls.
 * The real render and hydration are in client/e2e/faq-served.e2e.ts.
 */
function fixtureBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'invest-client-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>');
  for (const language of ['en', 'de']) {
    mkdirSync(join(dist, 'prerendered', language), { recursive: true });
    writeFileSync(
      join(dist, 'prerendered', language, 'faq.html'),
      `<!doctype html><html lang="${language}"><head><title>FAQ</title><style data-ssr-emotion="mui a1">.a1{}</style></head><body><div id="root" data-prerendered="${language}">` +
        '<main><section><div data-island="faqEntries" style="display:contents"><div aria-busy="true"><div class="skeleton"></div><div class="skeleton"></div></div></div></section>' +
        '<aside><div>Still questions?</div></aside></main></div></body></html>',
    );
    writeFileSync(
      join(dist, 'prerendered', language, 'about.html'),
      `<!doctype html><html lang="${language}"><head><title>About</title></head><body><div id="root" data-prerendered="${language}"><div data-island="aboutCertificate" style="display:contents"><div>loading</div></div></div></body></html>`,
    );
  }
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function renderIsland(name, url, language, content) {
  globalThis.__islandRenders = (globalThis.__islandRenders ?? 0) + 1;
  if (content.faq[0].question === 'fail') throw new Error('the render failed');
  const entries = content.faq.map((entry, i) => '<div class="entry"><h2 id="q' + i + '">' + escape(entry.question) + '</h2><div><p>' + escape(entry.answer) + '</p></div></div>');
  return { html: '<div class="faq" data-url="' + url + '" data-language="' + language + '">' + entries.join('') + '</div>', styles: '<style data-ssr-emotion="mui b2">.b2{}</style>' };
}
`,
  );
  return root;
}

const renders = () => (globalThis as { __islandRenders?: number }).__islandRenders ?? 0;
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('islandSpan', () => {
  it("finds the markup inside an island's wrapper, nested divs and all", () => {
    const html = '<main><div data-island="faqEntries" style="display:contents"><div><div>a</div><div>b</div></div><p>c</p></div><div>after</div></main>';
    const span = islandSpan(html, 'faqEntries')!;
    expect(html.slice(span.openEnd, span.innerEnd)).toBe('<div><div>a</div><div>b</div></div><p>c</p>');
    expect(html.slice(0, span.attributesAt)).toBe('<main><div data-island="faqEntries"');
    expect(islandSpan(html, 'contactHours')).toBeUndefined();
    expect(islandSpan('<div data-island="faqEntries"><div>never closed</div>', 'faqEntries')).toBeUndefined();
  });
});

// One app per file: passport keeps its (de)serializers in a process-wide instance.
describe('prerendered pages served with the current site content', () => {
  let t: TestApp;
  let admin: ApiClient;
  let build: string;

  beforeAll(async () => {
    build = fixtureBuild();
    t = await bootApp({ env: { CLIENT_DIST: join(build, 'dist') } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const page = async (path: string, language: string) => {
    const res = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    return res.text();
  };
  const served = (html: string) => JSON.parse(unescapeAttribute(/<div data-island="faqEntries" data-site-content="([^"]*)"/.exec(html)![1])) as unknown;
  const editFaq = async (locale: string, faq: unknown) => {
    const res = await admin.gql(UPDATE, { input: { key: 'faq', locale, value: JSON.stringify(faq) } });
    expect(res.errors).toBeUndefined();
  };

  it("fills the FAQ island with the language's content, which also rides on its wrapper, and keeps the rest of the page", async () => {
    const html = await page('/faq', 'de');
    const content = (await t.client().get<{ faq: Array<{ question: string }> }>('/api/site_content?lang=de')).body;
    expect(served(html)).toEqual(content);
    expect(content.faq.map((e) => e.question)).toEqual(SEED_TRANSLATIONS.de.faq!.map((e) => e.question));
    expect(html).toContain('<div class="faq" data-url="/faq" data-language="de"><div class="entry"><h2 id="q0">');
    expect(html).not.toContain('skeleton');
    expect(html).toContain('<aside><div>Still questions?</div></aside></main></div></body></html>');
    // The island's styles join the page's in <head>.
    expect(html).toContain('<style data-ssr-emotion="mui a1">.a1{}</style><style data-ssr-emotion="mui b2">.b2{}</style></head>');
  });

  it("shows an admin's edit on the next load, its markup escaped, and renders a page again only when its content changed", async () => {
    const faq = [
      { question: 'Is <b>this</b> "bold"?', answer: 'No: <script>alert("x")</script> & <img src=x onerror=alert(1)> stay text.' },
      { question: 'Second?', answer: 'Yes.' },
    ];
    await editFaq('en', faq);
    const before = renders();
    const html = await page('/faq', 'en');
    expect(renders()).toBe(before + 1);
    expect(html).toContain(
      '<h2 id="q0">Is &lt;b&gt;this&lt;/b&gt; &quot;bold&quot;?</h2><div><p>No: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img',
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    const attribute = /data-site-content="([^"]*)"/.exec(html)![1];
    expect(attribute).not.toMatch(/[<>"]/);
    expect((served(html) as { faq: unknown }).faq).toEqual(faq);

    // Unchanged content: the rendered page is reused.
    expect(await page('/faq', 'en')).toBe(html);
    expect(renders()).toBe(before + 1);

    await editFaq('en', [{ question: 'Only one now?', answer: 'Only one.' }]);
    const next = await page('/faq', 'en');
    expect(renders()).toBe(before + 2);
    expect(next).toContain('<h2 id="q0">Only one now?</h2>');
    expect(next).not.toContain('bold');
  });

  it('serves a page without such an island as built, and a page whose render fails as built', async () => {
    expect(await page('/about', 'en')).toBe(readFileSync(join(build, 'dist', 'prerendered', 'en', 'about.html'), 'utf8'));
    await editFaq('de', [{ question: 'fail', answer: 'The render throws.' }]);
    expect(await page('/faq', 'de')).toBe(readFileSync(join(build, 'dist', 'prerendered', 'de', 'faq.html'), 'utf8'));
  });
});
