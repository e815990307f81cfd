// The console's Overview on /admin: the admin approves a pending deposit in the queue below it and
// the overview's figures follow (one fewer pending deposit, today's deposits up by its amount)
// without a reload; it also reads at phone width without sideways scrolling.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';
import { submitDeposit } from './support/deposits';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The value beside `label` in a card (a <dt>/<dd> pair), as shown. */
async function figure(region: Locator, label: string): Promise<string> {
  const row = region.locator('div').filter({
    has: region
      .page()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) }),
  });
  return ((await row.last().getByRole('definition').textContent()) ?? '').trim();
}

/** "12,345.67 USD2 deposits" → 1234567n cents (the amount only). */
function centsOf(shown: string): bigint {
  const match = /^(-?[\d,]+)\.(\d{2}) USD/.exec(shown);
  if (!match) throw new Error(`not an amount: ${shown}`);
  return BigInt(match[1].replace(/,/g, '') + match[2]);
}

describe('admin overview', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let account: Credentials;

  beforeAll(async () => {
    browser = await launchBrowser();
    const investor = await openPage(browser);
    account = await createInvestor(investor.context, 'overview');
    await signInByApi(investor.context, account);
    await submitDeposit(investor.page, '1234.50');
    await investor.context.close();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('shows the figures and follows an approval made in the queue below', async () => {
    const { page } = admin;
    const loaded = graphqlResponse(page, 'AdminOverview');
    await page.goto('/admin');
    expect((await loaded).status()).toBe(200);
    await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
    const pending = card(page, 'Pending');
    const deposits = card(page, 'Deposits');
    await pending.waitFor();
    const pendingBefore = Number(await figure(pending, 'Deposits'));
    const todayBefore = centsOf(await figure(deposits, 'Today \\(UTC\\)'));
    expect(pendingBefore).toBeGreaterThanOrEqual(1);
    expect(await card(page, 'Held for users').textContent()).toMatch(/Main balances[\d,]+\.\d{2} USD/);
    await card(page, 'Last accrual run').waitFor();

    const queued = page.getByRole('table', { name: 'Pending deposits' }).getByRole('row').filter({ hasText: account.email });
    await queued.getByRole('button', { name: 'Approve' }).click();
    const refreshed = graphqlResponse(page, 'AdminOverview');
    await page.getByRole('dialog', { name: 'Approve deposit' }).getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Deposit approved').waitFor();
    expect((await refreshed).status()).toBe(200);

    await expect.poll(async () => Number(await figure(pending, 'Deposits'))).toBe(pendingBefore - 1);
    expect(centsOf(await figure(deposits, 'Today \\(UTC\\)')) - todayBefore).toBe(123450n);
    expect(admin.errors).toEqual([]);
  });

  it('reads at 390 px width without sideways scrolling of the page', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInByApi(phone.context, E2E_ADMIN);
    await phone.page.goto('/admin');
    await card(phone.page, 'Held for users').waitFor();
    await card(phone.page, 'Platform accounts')
      .getByText(/sum to zero/)
      .waitFor();
    const scroll = await phone.page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    expect(phone.errors).toEqual([]);
  });
});
