// The FAQ page arrives with the site content as it is now (server/src/app/served-islands.ts): an
// admin edits the French FAQ, and the next load of /faq, read as plain HTML with no script run,
// holds the new questions with the first answer open; a <script> an admin typed into an answer is
// text, in the markup and in the content the island hydrates from. In the browser the island
// hydrates from that content without a hydration error and still opens and closes; a second edit
// shows on the next load too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { baseUrl, closeDb, db, launchBrowser, openPage, waitForHydration, type TrackedPage } from './support/browser';
import { signInByApi } from './support/accounts';

const MARK = `E2E${Date.now().toString(36).toUpperCase()}`;
const SCRIPT = `<script>window.__faqInjected = "${MARK}"</script>`;
const FIRST = { question: `Question une ${MARK} ?`, answer: `Réponse une ${MARK} & « guillemets » ${SCRIPT} <img src=x onerror="window.__faqInjected=1">` };
const SECOND = { question: `Question deux ${MARK} ?`, answer: `Réponse deux ${MARK}.` };

/** /faq in French as a visitor's browser asks for it, without running anything. */
async function servedFaq(): Promise<string> {
  const response = await fetch(`${baseUrl()}/faq`, { headers: { 'accept-language': 'fr' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The text of the markup inside the FAQ island's wrapper (the served content, tags dropped, entities read). */
function islandText(html: string): string {
  const start = html.indexOf('<div data-island="faqEntries"');
  const end = html.indexOf('aria-labelledby="faq-contact-title"', start);
  expect(start).toBeGreaterThan(0);
  return html
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the FAQ as served', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let originalFaq: unknown;

  const editFaq = async (faq: unknown) => {
    const { token } = (await (await admin.context.request.get('/api/middleware/csrf-token')).json()) as { token: string };
    const response = await admin.context.request.post('/graphql', {
      headers: { 'X-CSRF-Token': token, 'content-type': 'application/json' },
      data: {
        query: 'mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }',
        variables: { input: { key: 'faq', locale: 'fr', value: JSON.stringify(faq) } },
      },
    });
    expect(await response.json()).toEqual({ data: { updateSiteContent: { locale: 'fr' } } });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    originalFaq = (await db().query<{ value: unknown }>(`SELECT value FROM site_content WHERE key = 'faq' AND locale = 'fr'`)).rows[0]?.value;
    expect(originalFaq).toBeDefined();
  });
  afterAll(async () => {
    // The seeded French FAQ again, as the other browser tests expect it.
    if (originalFaq !== undefined) await editFaq(originalFaq);
    await browser?.close();
    await closeDb();
  });

  it("holds an admin's edit in the HTML of the next load, the first answer open, a typed <script> as text", async () => {
    await editFaq([FIRST, SECOND]);
    const html = await servedFaq();

    const text = islandText(html);
    expect(text).toContain(FIRST.question);
    expect(text).toContain(SECOND.question);
    expect(text).toContain(`Réponse une ${MARK} & « guillemets » ${SCRIPT}`);
    expect(text).toContain(SECOND.answer);
    // Nothing the admin typed became markup: no script or image tag of theirs anywhere in the page.
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`&lt;script&gt;window.__faqInjected = `);
    // The content the island hydrates from rides on its wrapper, escaped as an attribute.
    const data = /<div data-island="faqEntries" data-site-content="([^"]*)"/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toMatch(/[<>]/);
    const parsed = JSON.parse(
      data!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ) as {
      locale: string;
      faq: unknown;
    };
    expect(parsed.locale).toBe('fr');
    expect(parsed.faq).toEqual([FIRST, SECOND]);

    // With no script at all the first answer is on screen and the second is closed.
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: 'fr' });
    try {
      const page = await context.newPage();
      await page.goto('/faq');
      await expect.poll(() => page.getByText(`Réponse une ${MARK}`).isVisible()).toBe(true);
      expect(await page.getByText(SECOND.answer).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: FIRST.question, level: 2 }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates the island from the served content with no error, still opens and closes, and shows the next edit on the next load', async () => {
    await editFaq([FIRST, SECOND]);
    const visitor = await openPage(browser, { width: 390, height: 844 }, undefined, { locale: 'fr' });
    try {
      const { page, errors } = visitor;
      await page.goto('/faq');
      await waitForHydration(page);
      const first = page.getByRole('button', { name: FIRST.question });
      const second = page.getByRole('button', { name: SECOND.question });
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      await second.click();
      await expect.poll(() => page.getByText(SECOND.answer).isVisible()).toBe(true);
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => (window as unknown as { __faqInjected?: unknown }).__faqInjected)).toBeUndefined();
      expect(errors).toEqual([]);

      const next = { question: `Question trois ${MARK} ?`, answer: `Réponse trois ${MARK}.` };
      await editFaq([next]);
      expect(islandText(await servedFaq())).not.toContain(FIRST.question);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByText(next.answer).isVisible()).toBe(true);
      expect(await page.getByText(FIRST.question).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
