import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, launchBrowser, openPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByUi } from './support/accounts';

const storedLocale = async (email: string) => (await db().query<{ locale: string }>(`SELECT locale FROM users WHERE email = $1`, [email])).rows[0]?.locale;
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Issue 18: the language is the account's, so it follows the user to every browser they sign in from. */
describe('the user language follows the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('is chosen on the profile, stored, and used by a fresh browser after sign-in; the footer picker stores it too', async () => {
    const first = await openPage(browser, { width: 1280, height: 900 }, undefined, { locale: 'en-US' });
    const account = await createInvestor(first.context, 'language');
    expect(await storedLocale(account.email)).toBe('en');

    await first.page.goto('/account/login');
    await first.page.getByLabel('Email').waitFor({ timeout: 60_000 });
    await signInByUi(first.page, account);
    await first.page.goto('/user/profile');
    const select = first.page.getByRole('main').getByRole('combobox', { name: 'Language' });
    await select.click();
    const saved = graphqlResponse(first.page, 'SetLocale');
    await first.page.getByRole('option', { name: 'Deutsch' }).click();
    expect((await saved).status()).toBe(200);
    await first.page.getByRole('alert').filter({ hasText: 'Sprache gespeichert' }).waitFor();
    expect(await htmlLang(first.page)).toBe('de');
    expect(await storedLocale(account.email)).toBe('de');

    // Another browser, in English and with nothing remembered: the sign-in page is English, the account's language wins after.
    const second = await openPage(browser, { width: 390, height: 844 }, undefined, { locale: 'en-US' });
    await signInByUi(second.page, account);
    await second.page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await second.page.evaluate(() => window.localStorage.getItem('language'))).toBe('de');
    await second.page.goto('/user/profile');
    await second.page.getByRole('main').getByRole('heading', { name: 'Sprache' }).waitFor();
    expect(await second.page.getByRole('main').getByRole('combobox', { name: 'Sprache' }).textContent()).toContain('Deutsch');

    // The footer picker of the public pages, signed in: the choice is stored on the account as well.
    await second.page.goto('/');
    // The picker is disabled until React has taken it over.
    const picker = second.page.getByRole('combobox', { name: 'Sprache' });
    await expect.poll(() => picker.isEnabled(), { timeout: 30_000 }).toBe(true);
    const stored = second.page.waitForResponse(
      (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('"operationName":"SetLocale"'),
    );
    await picker.selectOption('fr');
    expect((await stored).status()).toBe(200);
    await expect.poll(() => storedLocale(account.email)).toBe('fr');

    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
