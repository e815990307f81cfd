// The public site in the browser: every public page at desktop and phone widths (status, head,
// one h1, no sideways scroll, the widgets' offline fallback, no console error, axe), every header
// and footer link, the footer's language picker in Arabic, each page in each of the ten
// languages against the locale files on disk, and Home's counters against the server.
// The contact form's captcha (right and wrong answers) is in contact-and-reset.e2e.ts.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './support/axe';
import { launchBrowser, openPage, waitForHydration } from './support/browser';
import { catalog, LANGUAGES, leaves, NAMESPACES, tr, type Language } from './support/locales';

const BRAND = 'Investment Platform';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

interface PublicRoute {
  path: string;
  /** public.json keys: the page's <title> and description (`${meta}.title`, `${meta}.description`) and its h1. */
  meta: string;
  h1: string;
  widget?: 'ticker' | 'map';
}

const ROUTES: PublicRoute[] = [
  { path: '/', meta: 'home.meta', h1: 'home.hero.title', widget: 'ticker' },
  { path: '/about', meta: 'about.meta', h1: 'about.hero.title' },
  { path: '/our_plans', meta: 'plans.meta', h1: 'plans.hero.title' },
  { path: '/faq', meta: 'faq.meta', h1: 'faq.hero.title' },
  { path: '/contact', meta: 'contact.meta', h1: 'contact.hero.title', widget: 'map' },
  { path: '/real_estate', meta: 'services.realEstate.meta', h1: 'services.realEstate.title' },
  { path: '/gold_investment', meta: 'services.goldInvestment.meta', h1: 'services.goldInvestment.title' },
  { path: '/agriculture', meta: 'services.agriculture.meta', h1: 'services.agriculture.title' },
  { path: '/cryptocurrency', meta: 'services.cryptocurrency.meta', h1: 'services.cryptocurrency.title' },
];

/** Where each header and footer link may lead: the public pages, sign-in and sign-up; `h1` is `namespace:key`. */
const DESTINATIONS: Record<string, { h1: string; title: string }> = {
  ...Object.fromEntries(ROUTES.map((r) => [r.path, { h1: `public:${r.h1}`, title: `public:${r.meta}.title` }])),
  '/account/login': { h1: 'account:login.title', title: 'account:login.title' },
  '/account/register': { h1: 'account:register.title', title: 'account:register.title' },
  '/proof_of_liabilities': { h1: 'liabilities:public.title', title: 'liabilities:public.title' },
  '/terms': { h1: 'public:terms.hero.title', title: 'public:terms.meta.title' },
};

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English that must not show in `language`: each English string (locale files and the server's
 * site content) whose translation differs and which is not also a string of `language`
 * (brand names, "FAQ", "Gold" in German...). Strings with variables become patterns.
 */
function englishLeftovers(language: Language, siteContentEn: unknown, siteContentOther: unknown) {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const ownValues = new Set<string>();
  const pairs: Array<[Map<string, string>, Map<string, string>]> = NAMESPACES.map((ns) => [leaves(catalog('en', ns)), leaves(catalog(language, ns))]);
  pairs.push([leaves(siteContentEn), leaves(siteContentOther)]);
  for (const [, other] of pairs) for (const value of other.values()) ownValues.add(normalize(value));
  for (const [en, other] of pairs) {
    for (const [key, value] of en) {
      const text = normalize(value);
      if (text.length < 3 || other.get(key) === value || ownValues.has(text) || /^[\d\s.,:/+%$-]+$/.test(text)) continue;
      if (/\{\{/.test(value)) {
        const source = text
          .split(/\{\{\s*\w+\s*\}\}/)
          .map(escapeRegExp)
          .join('.+?');
        if (source.replace(/\.\+\?/g, '').trim().length >= 6) patterns.push(new RegExp(`^${source}$`));
      } else exact.add(text);
    }
  }
  return { exact, patterns };
}

/**
 * The page's visible texts (each text node as written, before any CSS text-transform: a plan
 * called GOLD is not the English word "Gold"), accessible names, hints, title and description
 * that are English but should not be.
 */
async function englishOnScreen(page: Page, leftovers: ReturnType<typeof englishLeftovers>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Shown on screen, or read out (visually hidden text is clipped, not hidden).
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      lines.push(node.textContent ?? '');
    }
    const attributes = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [...lines, ...attributes, document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  });
  const found = new Set<string>();
  for (const raw of texts) {
    const text = normalize(raw);
    if (!text) continue;
    if (leftovers.exact.has(text) || leftovers.patterns.some((p) => p.test(text))) found.add(raw.trim());
    // A whole English sentence inside a longer line.
    for (const english of leftovers.exact) if (english.length >= 25 && text !== english && text.includes(english)) found.add(`${raw.trim()} ⊃ ${english}`);
  }
  return [...found];
}

// ---- page checks --------------------------------------------------------------------------------

const decodeEntities = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The <html> attributes, <title> and description the server sent, before any script ran. */
function servedHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decodeEntities(m[1]));
  const descriptions = [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return {
    lang: /lang="([^"]*)"/.exec(htmlTag)?.[1],
    dir: /dir="([^"]*)"/.exec(htmlTag)?.[1],
    titles,
    descriptions,
    prerendered: /<div id="root" data-prerendered="([^"]*)"/.exec(html)?.[1],
  };
}

/** Waits for the page to be hydrated and for its chunks and site content to have arrived. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => ({
      content: m.getAttribute('content'),
      isDefault: m.hasAttribute('data-default'),
    })),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

async function h1Texts(page: Page): Promise<string[]> {
  return (await page.locator('h1').allTextContents()).map((t) => t.trim());
}

/** Waits for the navigation to `path` and for its page (the router keeps the old one on screen while the new one loads). */
async function landsOn(page: Page, path: string, language: Language = 'en') {
  const destination = DESTINATIONS[path];
  expect(destination, `a link to ${path}, which is no public page`).toBeDefined();
  await page.waitForURL((url) => url.pathname === path);
  const h1 = tr(language, destination.h1);
  await expect.poll(() => h1Texts(page), { timeout: 15_000 }).toEqual([h1]);
  await expect.poll(() => page.title()).toBe(`${tr(language, destination.title)} | ${BRAND}`);
}

/** The visible links inside `scope`, in document order, as [accessible text, href]. */
async function visibleLinks(scope: Locator): Promise<Array<{ name: string; href: string }>> {
  return scope
    .locator('a:visible')
    .evaluateAll((links) => links.map((a) => ({ name: (a.getAttribute('aria-label') || a.textContent || '').trim(), href: a.getAttribute('href') ?? '' })));
}

interface WidgetSpec {
  message: string;
  provider: RegExp;
  /** The height reserved for it at desktop and phone widths. */
  height: { desktop: number; phone: number };
}

const WIDGETS: Record<'ticker' | 'map', WidgetSpec> = {
  ticker: { message: tr('en', 'widgets.ticker.unavailable'), provider: /^TradingView/, height: { desktop: 46, phone: 46 } },
  map: { message: tr('en', 'widgets.map.unavailable'), provider: /^Open in OpenStreetMap/, height: { desktop: 360, phone: 280 } },
};

/**
 * Brings the widget into view so it tries to load, then expects its end state: offline (as on
 * our machines) the tidy fallback of the reserved size with a link to the provider and nothing
 * left of the probe or the frame; online, the frame itself.
 */
async function expectWidgetSettled(page: Page, kind: 'ticker' | 'map', viewport: typeof DESKTOP) {
  const spec = WIDGETS[kind];
  const box = page.locator('[data-widget-state]');
  expect(await box.count()).toBe(1);
  await box.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => ['unavailable', 'shown'].includes(document.querySelector('[data-widget-state]')?.getAttribute('data-widget-state') ?? ''),
    null,
    { timeout: 30_000 },
  );
  const state = await box.getAttribute('data-widget-state');
  const rect = (await box.boundingBox())!;
  expect(rect.height).toBe(viewport.width >= 900 ? spec.height.desktop : spec.height.phone);
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width + 0.5);
  if (state === 'shown') {
    expect(await box.locator('iframe').isVisible()).toBe(true);
    return;
  }
  expect(state).toBe('unavailable');
  expect(await box.getByText(spec.message, { exact: true }).isVisible()).toBe(true);
  const link = box.getByRole('link', { name: spec.provider });
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await box.locator('iframe, object').count()).toBe(0);
  // Tidy: every part of the fallback sits inside the box, none of it is squashed to nothing.
  const parts = await box.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    const fallback = el.firstElementChild!.firstElementChild!;
    return [...fallback.children]
      .map((child) => ({ child, r: child.getBoundingClientRect(), style: getComputedStyle(child) }))
      .filter(({ style }) => style.display !== 'none' && style.visibility !== 'hidden')
      .map(({ child, r }) => ({
        text: (child.textContent ?? '').slice(0, 40),
        inside: r.left >= outer.left - 1 && r.right <= outer.right + 1 && r.top >= outer.top - 1 && r.bottom <= outer.bottom + 1,
        empty: r.width < 1 || r.height < 1,
      }));
  });
  expect(parts.length).toBeGreaterThan(0);
  expect(parts.filter((p) => !p.inside || p.empty)).toEqual([]);
}

// ---- the tests ----------------------------------------------------------------------------------

describe('public site', () => {
  let browser: Browser;
  /** Moderate and minor axe findings, allowed by the bar, printed at the end. */
  const axeNotes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    console.log(`axe: moderate and minor findings (allowed by the bar): ${axeNotes.length ? `\n${axeNotes.join('\n')}` : 'none'}`);
    await browser?.close();
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const route of ROUTES) {
      it(`${route.path} at ${viewport.width}×${viewport.height}: head, one h1, layout, ${route.widget ?? 'no'} widget, no console error, no serious axe violation`, async () => {
        const { page, errors, context } = await openPage(browser, viewport);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        const title = `${tr('en', `${route.meta}.title`)} | ${BRAND}`;
        const description = tr('en', `${route.meta}.description`);

        // As served (what a crawler reads): prerendered in English with the page's own head.
        const served = servedHead(await response!.text());
        expect(served).toEqual({ lang: 'en', dir: 'ltr', titles: [title], descriptions: [description], prerendered: 'en' });

        await settle(page);
        expect(await head(page)).toEqual({ title, descriptions: [{ content: description, isDefault: false }], lang: 'en', dir: 'ltr' });
        expect(await h1Texts(page)).toEqual([tr('en', route.h1)]);
        expect(await page.locator('h1').isVisible()).toBe(true);

        if (route.widget) await expectWidgetSettled(page, route.widget, viewport);
        else expect(await page.locator('[data-widget-state]').count()).toBe(0);

        const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scroll.scrollWidth, `${route.path} scrolls sideways at ${width} width`).toBeLessThanOrEqual(scroll.innerWidth);
        // Header, main and footer stack in that order, each across the viewport (measured at the
        // top of the page: the header is sticky).
        await page.evaluate(() => window.scrollTo(0, 0));
        const bands = await page.evaluate(() =>
          ['header', 'main', 'footer'].map((tag) => {
            const r = document.querySelector(tag)!.getBoundingClientRect();
            return { tag, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, width: Math.round(r.width) };
          }),
        );
        expect(bands.map((b) => b.width)).toEqual([viewport.width, viewport.width, viewport.width]);
        expect(bands[0].bottom).toBeLessThanOrEqual(bands[1].top + 1);
        expect(bands[1].bottom).toBeLessThanOrEqual(bands[2].top + 1);

        const axe = await runAxe(page);
        for (const v of axe.other) axeNotes.push(`${route.path} ${width}: [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help}`);
        expect(
          axe.blocking.map((v) => `${v.impact} ${v.id}`),
          `serious or critical axe violations on ${route.path} at ${width} width:\n${describeViolations(axe.blocking)}`,
        ).toEqual([]);

        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('serves robots.txt and a sitemap of every public page', async () => {
    const { context } = await openPage(browser);
    const robots = await context.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(/^Disallow: \/user$/m);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
    expect(sitemapUrl).toBeDefined();
    const sitemap = await context.request.get(new URL(sitemapUrl!).pathname);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.sort()).toEqual(ROUTES.map((r) => r.path).sort());
    await context.close();
  });

  it('follows every link of the desktop header, the Services menu included, to its page', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const header = page.getByRole('banner');
    const openHeader = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      // The account buttons keep their place hidden until the session check answers.
      await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
    };

    await openHeader('/agriculture');
    const links = await visibleLinks(header);
    expect(links).toEqual([
      { name: `${BRAND} home`, href: '/' },
      { name: 'About', href: '/about' },
      { name: 'Our Plans', href: '/our_plans' },
      { name: 'FAQ', href: '/faq' },
      { name: 'Contact', href: '/contact' },
      { name: 'Login', href: '/account/login' },
      { name: 'Get Started', href: '/account/register' },
    ]);
    for (const [index, link] of links.entries()) {
      await openHeader(link.href === '/agriculture' ? '/faq' : '/agriculture');
      await header.locator('a:visible').nth(index).click();
      await landsOn(page, link.href);
    }

    const services = [
      { name: 'Real Estate', href: '/real_estate' },
      { name: 'Gold Investment', href: '/gold_investment' },
      { name: 'Agriculture', href: '/agriculture' },
      { name: 'Cryptocurrency', href: '/cryptocurrency' },
    ];
    await openHeader('/about');
    for (const service of services) {
      const button = header.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
      await button.click();
      const menu = page.getByRole('menu', { name: 'Services' });
      await menu.waitFor();
      // The open menu hides the rest of the page from the accessibility tree: find the button by id.
      expect(await page.locator('#services-button').getAttribute('aria-expanded')).toBe('true');
      const items = await menu.getByRole('menuitem').evaluateAll((els) => els.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute('href') })));
      expect(items).toEqual(services);
      await menu.getByRole('menuitem', { name: service.name }).click();
      await landsOn(page, service.href);
      await menu.waitFor({ state: 'hidden' });
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows every link of the phone menu to its page and closes the menu', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto('/faq');
    await settle(page);
    // On a phone the desktop navigation is hidden; the logo and the menu button remain.
    expect(await visibleLinks(page.getByRole('banner'))).toEqual([{ name: `${BRAND} home`, href: '/' }]);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await menuButton.click();
    await mobileNav.waitFor();
    const links = await visibleLinks(mobileNav);
    expect(links.map((l) => l.href)).toEqual([
      '/real_estate',
      '/gold_investment',
      '/agriculture',
      '/cryptocurrency',
      '/about',
      '/our_plans',
      '/faq',
      '/contact',
      '/account/login',
      '/account/register',
    ]);
    expect(links.map((l) => l.name)).toEqual([
      'Real Estate',
      'Gold Investment',
      'Agriculture',
      'Cryptocurrency',
      'About',
      'Our Plans',
      'FAQ',
      'Contact',
      'Login',
      'Get Started',
    ]);
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'hidden' });

    for (const link of links) {
      await page.goto(link.href === '/faq' ? '/about' : '/faq');
      await settle(page);
      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await mobileNav.getByRole('link', { name: link.name, exact: true }).click();
      await landsOn(page, link.href);
      await mobileNav.waitFor({ state: 'hidden' });
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows every link of the footer to its page', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const footer = page.getByRole('contentinfo');
    await page.goto('/contact');
    await settle(page);
    const quick = await visibleLinks(footer.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick).toEqual([
      { name: 'Home', href: '/' },
      { name: 'About Us', href: '/about' },
      { name: 'Our Plans', href: '/our_plans' },
      { name: 'FAQ', href: '/faq' },
      { name: 'Contact Us', href: '/contact' },
      { name: 'Proof of liabilities', href: '/proof_of_liabilities' },
      { name: 'Terms and conditions', href: '/terms' },
    ]);
    const services = await visibleLinks(footer.getByRole('navigation', { name: 'Services' }));
    expect(services).toEqual([
      { name: 'Real Estate', href: '/real_estate' },
      { name: 'Gold Investment', href: '/gold_investment' },
      { name: 'Agriculture', href: '/agriculture' },
      { name: 'Cryptocurrency', href: '/cryptocurrency' },
    ]);
    // Nothing else in the footer links anywhere but its logo, home.
    const all = await visibleLinks(footer);
    expect(all).toEqual([{ name: `${BRAND} home`, href: '/' }, ...quick, ...services]);

    for (const [index, link] of all.entries()) {
      await page.goto(link.href === '/contact' ? '/our_plans' : '/contact');
      await settle(page);
      await footer.locator('a:visible').nth(index).click();
      await landsOn(page, link.href);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to Arabic from the footer picker: right to left, texts translated, kept across a reload and on the account pages, then back to English', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await page.goto('/our_plans');
    await settle(page);
    expect(await h1Texts(page)).toEqual([tr('en', 'plans.hero.title')]);

    await footer.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => h1Texts(page)).toEqual([tr('ar', 'plans.hero.title')]);
    await settle(page);
    const ar = (key: string) => tr('ar', key);
    expect(await head(page)).toEqual({
      title: `${ar('plans.meta.title')} | ${BRAND}`,
      descriptions: [{ content: ar('plans.meta.description'), isDefault: false }],
      lang: 'ar',
      dir: 'rtl',
    });
    // The header, footer and page in Arabic.
    const main = header.getByRole('navigation', { name: ar('common:nav.main') });
    for (const key of ['about', 'ourPlans', 'faq', 'contact']) await main.getByRole('link', { name: ar(`common:nav.${key}`), exact: true }).waitFor();
    await main.getByRole('button', { name: ar('common:nav.services') }).waitFor();
    await header.getByRole('link', { name: ar('common:nav.getStarted') }).waitFor();
    await footer.getByRole('heading', { name: ar('common:footer.quickLinks') }).waitFor();
    await footer
      .getByRole('navigation', { name: ar('common:footer.services') })
      .getByRole('link', { name: ar('common:services.goldInvestment') })
      .waitFor();
    await footer.getByText(ar('common:footer.copyright').replace('{{year}}', String(new Date().getFullYear())).replace('{{brand}}', BRAND)).waitFor();
    await page.getByRole('heading', { name: ar('plans.list.title') }).waitFor();
    expect((await page.getByText(ar('plans.card.dailyRoi'), { exact: true }).all()).length).toBeGreaterThan(0);
    const body = await page.locator('body').innerText();
    for (const english of ['Quick Links', 'Our Plans', 'Daily ROI', 'Compare our plans', 'Get Started']) expect(body).not.toContain(english);
    // Right to left: the logo at the right end of the header, the main column's text from the right.
    const logo = (await header.getByRole('link', { name: tr('ar', 'common:brand.homeLink', { brand: BRAND }) }).boundingBox())!;
    expect(logo.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).direction)).toBe('rtl');

    // Remembered: on the browser, for the server (which then sends the page prerendered in Arabic).
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
    const reloaded = await page.reload();
    expect(servedHead(await reloaded!.text())).toMatchObject({ lang: 'ar', dir: 'rtl', titles: [`${ar('plans.meta.title')} | ${BRAND}`], prerendered: 'ar' });
    await settle(page);
    expect(await h1Texts(page)).toEqual([ar('plans.hero.title')]);
    expect(await footer.getByRole('combobox', { name: ar('common:language.label') }).inputValue()).toBe('ar');

    const axe = await runAxe(page);
    expect(
      axe.blocking.map((v) => `${v.impact} ${v.id}`),
      `serious or critical axe violations on /our_plans in Arabic:\n${describeViolations(axe.blocking)}`,
    ).toEqual([]);

    // The account pages follow: from the header's link, and on a fresh load.
    await header.getByRole('link', { name: ar('common:nav.login'), exact: true }).click();
    await landsOn(page, '/account/login', 'ar');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await page.getByRole('button', { name: ar('account:login.submit') }).waitFor();
    await page.goto('/account/register');
    await landsOn(page, '/account/register', 'ar');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);

    // And back to English, which is remembered in turn.
    await page.getByRole('combobox', { name: ar('common:language.label') }).selectOption('en');
    await landsOn(page, '/account/register', 'en');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['ltr', 'en']);
    const english = await page.goto('/our_plans');
    expect(servedHead(await english!.text())).toMatchObject({ lang: 'en', dir: 'ltr', prerendered: 'en' });
    await settle(page);
    expect(await h1Texts(page)).toEqual([tr('en', 'plans.hero.title')]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    expect(errors).toEqual([]);
    await context.close();
  });

  for (const language of LANGUAGES) {
    it(`every public page in ${language}: served and shown in it, its h1 and head from ${language}'s locale files, no English left`, async () => {
      // A visitor whose browser is set to the language: the server and the app both pick it.
      const { page, errors, context } = await openPage(browser, DESKTOP, undefined, { locale: language });
      const [contentEn, contentOwn] = await Promise.all(
        ['en', language].map(async (lang) => (await context.request.get(`/api/site_content?lang=${encodeURIComponent(lang)}`)).json()),
      );
      const leftovers = language === 'en' ? undefined : englishLeftovers(language, contentEn, contentOwn);
      const dir = language === 'ar' ? 'rtl' : 'ltr';

      for (const route of ROUTES) {
        const title = `${tr(language, `${route.meta}.title`)} | ${BRAND}`;
        const description = tr(language, `${route.meta}.description`);
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(200);
        expect(servedHead(await response!.text()), route.path).toEqual({
          lang: language,
          dir,
          titles: [title],
          descriptions: [description],
          prerendered: language,
        });
        await settle(page);
        expect(await head(page), route.path).toEqual({ title, descriptions: [{ content: description, isDefault: false }], lang: language, dir });
        expect(await h1Texts(page), route.path).toEqual([tr(language, route.h1)]);
        if (leftovers) expect(await englishOnScreen(page, leftovers), `English left on ${route.path} in ${language}`).toEqual([]);
      }

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows the server's live figures in Home's counters, as GET /api/site_content gives them", async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    const content = (await (await context.request.get('/api/site_content?lang=en')).json()) as {
      counters: Array<{ key: string; label: string; value: string; format: 'count' | 'usd'; live: boolean }>;
      investorCount: { value: string; live: boolean };
    };
    const counters = content.counters.filter((c) => /^\d+(\.\d+)?$/.test(c.value.trim()) && c.label.trim());
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.some((c) => c.live)).toBe(true);

    await page.goto('/');
    await settle(page);
    const list = page.locator('main dl');
    await list.scrollIntoViewIfNeeded();
    // The figures as the page formats them (Intl in the browser), in English.
    const expected = await page.evaluate(
      (items) =>
        items.map((c) => ({
          label: c.label + (c.live ? 'Live' : ''),
          figure:
            c.format === 'usd'
              ? new Intl.NumberFormat('en', {
                  style: 'currency',
                  currency: 'USD',
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                  trailingZeroDisplay: 'stripIfInteger',
                } as Intl.NumberFormatOptions).format(c.value as unknown as number)
              : new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(c.value as unknown as number),
        })),
      counters,
    );
    // Once the count-up has run (2 s), the moving digits rest on the final figure.
    const shown = () =>
      list.evaluate((dl) =>
        [...dl.children].map((item) => {
          const dd = item.querySelector('dd')!;
          const visible = dd.querySelector('[aria-hidden] > span:last-child')?.textContent;
          const spoken = dd.lastElementChild?.textContent;
          return { label: item.querySelector('dt')!.textContent, figure: visible === spoken ? spoken : `${visible} ≠ ${spoken}` };
        }),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual(expected);

    // The investor count beside "Who we are", as a whole number, above its caption.
    const investors = await page.evaluate(
      (v) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(v as unknown as number),
      content.investorCount.value,
    );
    const caption = page.getByText(tr('en', 'home.about.investorsJoined'), { exact: true });
    expect(await caption.evaluate((p) => p.previousElementSibling?.textContent)).toBe(investors);

    expect(errors).toEqual([]);
    await context.close();
  });
});
