// The console's users: the admin finds an investor by email, opens their page, freezes the account
// with a reason; the investor's own browser lands on the sign-in page at its next navigation, and
// the audit log lists the freeze with the reason.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';

const REASON = 'Chargeback under investigation';

describe('admin users', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let investor: TrackedPage;
  let account: Credentials;

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await openPage(browser);
    account = await createInvestor(investor.context, 'users');
    await signInByApi(investor.context, account);
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('finds a user by email, freezes them with a reason, ends their session, and the audit log lists it', async () => {
    await investor.page.goto('/user/dashboard');
    await investor.page.waitForURL('**/user/dashboard');

    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const searched = graphqlResponse(page, 'AdminUsers');
    await page.getByLabel('Search users').fill(`  ${account.email.toUpperCase()} `);
    expect((await searched).status()).toBe(200);
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).length).toBe(2);
    const row = table.getByRole('row').nth(1);
    expect(await row.textContent()).toContain(account.email);
    await row.getByRole('link', { name: account.fullName }).click();

    await page.waitForURL('**/admin/users/*');
    await page.getByRole('heading', { name: account.fullName, level: 1 }).waitFor();
    await page.getByText(account.email, { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Balances' }).waitFor();
    await page.getByRole('button', { name: 'Freeze' }).click();
    const dialog = page.getByRole('dialog', { name: `Freeze ${account.email}?` });
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Freeze' }).click();
    await toast(page, 'The account is frozen; its sessions have ended.').waitFor();
    await page.getByText(new RegExp(`^Frozen .*: ${REASON}$`)).waitFor();
    await page.getByRole('button', { name: 'Unfreeze' }).waitFor();

    // The investor's next page load finds the session gone.
    await investor.page.goto('/user/transaction');
    await investor.page.waitForURL('**/account/login**');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    const newest = page.getByRole('table', { name: 'Audit entries' }).getByRole('row').nth(1);
    await newest.waitFor();
    const text = await newest.textContent();
    expect(text).toContain('user.frozen');
    expect(text).toContain(E2E_ADMIN.email);
    expect(text).toContain(REASON);

    expect(admin.errors).toEqual([]);
    // The signed-out page's own session check answers 401; nothing else may fail.
    expect(investor.errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('reads at 390 px width without sideways scrolling of the page', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInByApi(phone.context, E2E_ADMIN);
    const { page } = phone;
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(account.email);
    // The newest users show before the search applies: take the link in this account's own row.
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: account.email });
    await row.waitFor();
    const width = () => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    let scroll = await width();
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    await row.getByRole('link', { name: account.fullName }).click();
    await page.getByRole('heading', { name: 'Balances' }).waitFor();
    scroll = await width();
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    expect(phone.errors).toEqual([]);
  });
});
