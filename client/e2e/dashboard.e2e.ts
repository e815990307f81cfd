// The dashboard follows the server live: with the dashboard open, the investor submits a deposit
// in another tab, the admin approves it in another browser, and the open dashboard's Available
// Balance, figures and recent transactions change without a reload (accountUpdated over graphql-ws).
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast, type Credentials } from './support/accounts';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Submits a deposit of `amount` USD through the deposit pages, as money.e2e.ts does in detail. */
async function submitDeposit(page: Page, amount: string) {
  await page.goto('/user/deposit');
  await page.getByRole('radio', { name: /Crypto Wallet/ }).check();
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await page.waitForURL('**/user/deposit/deposit_form?reference_id=*');
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  await page.getByRole('option', { name: 'Tether USDT (TRC20)' }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Continue to Deposit' }).click();
  const areYouSure = page.getByRole('dialog', { name: 'Are you sure?' });
  await areYouSure.getByRole('button', { name: 'Yes, continue' }).click();
  await page.waitForURL('**/user/deposit/confirm?reference_id=*');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 24, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.getByLabel('Payment proof image').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await page.getByText('Selected: proof.png').waitFor();
  await page.getByLabel('Blockchain transaction ID').fill(`0x${Date.now().toString(16)}${'cd34'.repeat(12)}`);
  await page.getByLabel('I confirm that I sent this payment and I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Confirm Deposit' }).click();
  await areYouSure.getByRole('button', { name: 'Yes, submit' }).click();
  await toast(page, 'Deposit Submitted! Awaiting verification').waitFor();
}

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
    const balance = card(page, 'Available Balance');
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
    await balance.getByText('1,000.00 USD').waitFor({ timeout: 10_000 });
    await card(page, 'Total Deposit').getByText('1,000.00 USD').first().waitFor({ timeout: 10_000 });
    await page.getByRole('list', { name: 'Recent transactions' }).getByText('Deposit').first().waitFor({ timeout: 10_000 });
    // The shell's balance follows too.
    await page.getByRole('group', { name: 'Account summary' }).getByText('1,000.00 USD').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(errors).toEqual([]);
  });
});
