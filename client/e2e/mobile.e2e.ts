import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';

const PHONE = { width: 390, height: 844 };

describe('mobile (390×844)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens the user-area navigation from the menu button and closes it when a link is chosen', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    const account = await createInvestor(context, 'mobile');
    await signInByApi(context, account);
    await page.goto('/user/dashboard');
    await page.getByText(`Welcome, ${account.username}! We're glad to see you again.`).waitFor();

    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    expect(await nav.isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open navigation' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    await nav.waitFor();

    // On a phone the account summary sits in the drawer.
    const summary = page.getByRole('group', { name: 'Account summary' });
    await summary.getByRole('button', { name: 'Copy account number' }).click();
    await toast(page, 'Copied successfully').waitFor();
    expect(await nav.isVisible()).toBe(true);

    await nav.getByRole('link', { name: 'Transaction', exact: true }).click();
    await page.waitForURL('**/user/transaction');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Transaction History', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');

    // Again, to the profile.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.waitFor();
    await nav.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/user/profile');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches Login from the public header menu', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto('/');
    // Home arrives prerendered: its menu button works once the page has hydrated.
    await waitForHydration(page);
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.waitFor();
    await mobileNav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/account/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await mobileNav.waitFor({ state: 'hidden' });
    await page.getByLabel('Email').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
