// The console's layout on every console page: a phone (390 px) and a desktop. No page scrolls
// sideways (wide tables scroll inside their own box), no page logs an error, the current page is
// marked in the navigation, and on a phone the menu button opens the drawer, which navigates.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../src/routes/admin/admin-nav';
import { E2E_ADMIN } from './support/global-setup';
import { baseUrl, closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';
import { approvedDeposit } from './support/funding';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Every console page: the navigation's, plus a user's page and an outbox message (pages reached from a list). */
async function consolePages(): Promise<string[]> {
  const admin = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [E2E_ADMIN.email]);
  const mail = await db().query<{ id: string }>(`SELECT id FROM mail_outbox ORDER BY created_at DESC LIMIT 1`);
  const pages = ADMIN_NAV.map((item) => item.href);
  pages.push(`/admin/users/${admin.rows[0].id}`);
  if (mail.rows[0]) pages.push(`/admin/mail/${mail.rows[0].id}`);
  return pages;
}

/** Opens a console page and waits until it has loaded what it shows (its heading, then a quiet network). */
async function visit(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

describe('admin console layout', () => {
  let browser: Browser;
  let pages: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // An investor whose email is one long word, named in the audit log's sentences ("… by E2E Investor (…)"): the log
    // must still fit a desktop (it once ran 5 px past the page, whose width then depended on the hour's digits).
    const investor = await browser.newContext({ baseURL: baseUrl() });
    const admin = await browser.newContext({ baseURL: baseUrl() });
    await signInByApi(investor, await createInvestor(investor, 'investorwhoseemailaddresscannotwrap'));
    await signInByApi(admin, E2E_ADMIN);
    await approvedDeposit(investor, admin, '500.00');
    await Promise.all([investor.close(), admin.close()]);
    pages = await consolePages();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  for (const [name, viewport] of [
    ['phone (390 px)', PHONE],
    ['desktop (1280 px)', DESKTOP],
  ] as const) {
    it(`shows every console page without sideways scrolling or console errors on a ${name}`, async () => {
      const tracked: TrackedPage = await openPage(browser, viewport);
      await signInByApi(tracked.context, E2E_ADMIN);
      const wide: string[] = [];
      const scrollingTables: string[] = [];
      for (const href of pages) {
        await visit(tracked.page, href);
        const { scrollWidth, clientWidth } = await overflow(tracked.page);
        if (scrollWidth > clientWidth) wide.push(`${href}: ${scrollWidth} > ${clientWidth}`);
        const inner = await tracked.page.evaluate(
          () => [...document.querySelectorAll('.MuiTableContainer-root')].filter((box) => box.scrollWidth > box.clientWidth).length,
        );
        if (inner) scrollingTables.push(href);
      }
      expect(wide).toEqual([]);
      // On a phone wide tables (the deposit wallets' at least, seeded) are there and scroll inside their own box.
      if (viewport === PHONE) expect(scrollingTables).toContain('/admin/wallets');
      // On a desktop every console table fits its card, row actions included.
      else expect(scrollingTables).toEqual([]);
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    });
  }

  it('keeps the navigation beside the page on a desktop and marks the current page', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(context, E2E_ADMIN);
    await visit(page, '/admin/audit');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link').count()).toBe(ADMIN_NAV.length);
    expect(await page.getByRole('button', { name: 'Open the console menu' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    // Who is signed in, and the way back.
    await page.getByRole('banner').getByText(E2E_ADMIN.email).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Back to my account' }).waitFor();

    await nav.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    // The route's page loads lazily; the mark moves once it has.
    await expect.poll(() => nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBeNull();
    // The dashboard is current only on /admin itself.
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the drawer from the menu button on a phone, navigates, and closes it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInByApi(context, E2E_ADMIN);
    await visit(page, '/admin');
    // Closed: no navigation on screen, the menu button says so.
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    const menu = page.getByRole('button', { name: 'Open the console menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.getByText(`Signed in as ${E2E_ADMIN.email}`).waitFor();

    await nav.getByRole('link', { name: 'Mail outbox' }).click();
    await page.waitForURL('**/admin/mail');
    await page.getByRole('heading', { name: 'Mail outbox', level: 1 }).waitFor();
    await nav.waitFor({ state: 'detached' });

    await menu.click();
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Mail outbox' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
