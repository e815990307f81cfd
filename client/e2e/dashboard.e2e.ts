// The dashboard follows the server live: with the dashboard open, the investor submits a deposit
// in another tab, the admin approves it in another browser, and the open dashboard's Available
// Balance, figures and recent transactions change without a reload (accountUpdated over graphql-ws).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast, type Credentials } from './support/accounts';
import { submitDeposit } from './support/deposits';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('live dashboard', () => {
  let browser: Browser;
  let investor: TrackedPage;
  let admin: TrackedPage;
  let account: Credentials;

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await openPage(browser);
    account = await createInvestor(investor.context, 'live');
    await signInByApi(investor.context, account);
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('shows an approved deposit on the open dashboard without a reload', async () => {
    const { page, errors } = investor;
    await page.goto('/user/dashboard');
    await page.getByText(`Welcome, ${account.username}! We're glad to see you again.`).waitFor();
    expect(await page.title()).toMatch(/^Dashboard/);
    const balance = card(page, 'Total balance');
    await balance.getByText('0.00 USD').first().waitFor();
    await card(page, 'Total Deposit').getByText('0.00 USD').first().waitFor();
    await page.getByText('No recent transaction found').waitFor();
    await page.getByRole('link', { name: /Open NASDAQ:AAPL chart/ }).waitFor();
    // Something in the page marks a full reload: it must still be there at the end.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    // A second tab of the same session submits the deposit; the admin approves it elsewhere.
    const depositTab = await investor.context.newPage();
    await submitDeposit(depositTab, '1000');
    await depositTab.close();

    await admin.page.goto('/admin');
    const queued = admin.page.getByRole('table', { name: 'Pending deposits' }).getByRole('row').filter({ hasText: account.email });
    await queued.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('dialog', { name: 'Approve deposit' }).getByRole('button', { name: 'Approve' }).click();
    await toast(admin.page, 'Deposit approved').waitFor();

    // The open dashboard changes by itself (the fallback polling is 30 s; this waits 10 s at most).
    await balance.getByText('1,000.00 USD').first().waitFor({ timeout: 10_000 });
    await card(page, 'Total Deposit').getByText('1,000.00 USD').first().waitFor({ timeout: 10_000 });
    await page.getByRole('list', { name: 'Recent transactions' }).getByText('Deposit').first().waitFor({ timeout: 10_000 });
    // The shell's balance follows too.
    await page.getByRole('group', { name: 'Account summary' }).getByText('1,000.00 USD').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(errors).toEqual([]);
  });
});
