import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, uniqueEmail } from './support/browser';
import { cornerOf, createInvestor, signInByApi, toast } from './support/accounts';

const DEMO = { email: 'investor@demo.local', password: 'demo-investor-2026', username: 'demo_investor' };

describe('accounts: register, sign in, the signed-in shell, sign out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('registers through a referral link, checking each refusal first, then opens sign-in', async () => {
    // The referrer reads their referral id from their own session, as the referral link does.
    const referrer = await openPage(browser);
    await signInByApi(referrer.context, DEMO);
    const me = (await (await referrer.page.request.get('/api/check-auth')).json()) as { data: { id: string; referral_id: string } };
    const referralId = me.data.referral_id;
    expect(referralId).toMatch(/^[A-Z0-9]{8}$/);
    await referrer.context.close();

    const { page, errors, context } = await openPage(browser);
    await page.goto(`/account/register?referralid=${referralId}`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.getByLabel('Referral ID').inputValue()).toBe(referralId);

    const createAccount = page.getByRole('button', { name: 'Create Account' });
    await createAccount.click();
    // Each empty field says so under itself (no toast), announced with the field.
    await page.getByText('Please fill in this field.').first().waitFor();
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail('referred');
    const username = `ref_${email.split('@')[0].split('.').pop()}`;
    await page.getByLabel('Full Name').fill('Referred Friend');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await createAccount.click();
    await page.getByText('You must accept the terms and conditions to proceed').waitFor();

    await page.getByLabel('I agree to the terms and conditions').check();
    await createAccount.click();
    await page.getByText('This password is too common and easy to guess. Please choose another one.').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('status').count()).toBe(0);

    await page.getByLabel('Password', { exact: true }).fill('a referred friend passphrase');
    await createAccount.click();
    const success = page.getByRole('status').filter({ hasText: 'Registration successful!' });
    await success.waitFor();
    const shownAt = Date.now();
    expect(await success.textContent()).toContain('Redirecting you to the login page');
    await page.waitForURL('**/account/login', { timeout: 10_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(2_000);
    expect(waited).toBeLessThan(6_000);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The new account's email is filled in.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    const { rows } = await db().query<{ referred_by_id: string; username: string }>('SELECT referred_by_id, username FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ referred_by_id: me.data.id, username }]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in: empty fields and a wrong password are refused, the right one opens the dashboard', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'login');
    await page.goto('/account/login');
    const login = page.getByRole('button', { name: 'Login' });
    const password = page.getByLabel('Password', { exact: true });

    await login.click();
    await page.getByText('Please fill in this field.').first().waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email').fill(account.email);
    await password.fill('not the right password');
    await login.click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(await password.inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    expect(new URL(page.url()).pathname).toBe('/account/login');

    await password.fill(account.password);
    await login.click();
    await page.waitForURL('**/user/dashboard');
    await page.getByText(`Welcome, ${account.username}! We're glad to see you again.`).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the shell of a signed-in investor, with no admin link, and signs out after confirming', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'shell');
    await signInByApi(context, account);
    await page.goto('/user/dashboard');

    const summary = page.getByRole('group', { name: 'Account summary' });
    await summary.getByText('0.00 USD').first().waitFor();
    const { rows } = await db().query<{ reg_id: string }>('SELECT reg_id FROM users WHERE email = $1', [account.email]);
    const regId = rows[0].reg_id;
    expect(regId).toMatch(/^\d{10}$/);
    expect(await summary.textContent()).toContain(`Total balance0.00 USD`);
    expect(await summary.textContent()).toContain(`Account Number${regId}`);
    expect(await summary.textContent()).toContain('Profits (7d)0.00 USD');
    await summary.getByRole('button', { name: 'Copy account number' }).click();
    const copied = toast(page, 'Copied successfully');
    await copied.waitFor();
    // The user area's toasts sit bottom-right.
    expect(await cornerOf(page, copied)).toBe('bottom-right');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(regId);
    expect(await summary.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/user/deposit');
    expect(await summary.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/user/withdraw');

    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    const expectedNav = {
      Dashboard: '/user/dashboard',
      Transaction: '/user/transaction',
      Investment: '/user/investment',
      'Our Plans': '/user/plans',
      Transfer: '/user/transfer',
      'My Profile': '/user/profile',
    };
    for (const [name, href] of Object.entries(expectedNav)) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: 'Security' }).waitFor();
    // A new account has no approved identity verification, so no "Verified" label.
    expect(await menu.getByText('Verified', { exact: true }).count()).toBe(0);
    // Long names are cut (username 12, email 27 characters) and given whole in the title.
    expect(account.username.length).toBeGreaterThan(12);
    expect(account.email.length).toBeGreaterThan(27);
    const shownUsername = menu.getByText(`${account.username.slice(0, 12)}...`, { exact: true });
    expect(await shownUsername.getAttribute('title')).toBe(account.username);
    const shownEmail = menu.getByText(`${account.email.slice(0, 27)}...`, { exact: true });
    expect(await shownEmail.getAttribute('title')).toBe(account.email);
    await menu.getByText('0.00 USD').waitFor();
    const menuLinks = { Profile: '/user/profile', Security: '/user/profile/security', Activity: '/user/profile/activity' };
    for (const [name, href] of Object.entries(menuLinks)) {
      expect(await menu.getByRole('menuitem', { name }).getAttribute('href')).toBe(href);
    }
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await menu.getByText('Admin Panel').count()).toBe(0);

    // The public pages know the visitor is signed in: Dashboard instead of Login.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/user/dashboard');
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);

    // Sign out asks first; cancelling keeps the session.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out' });
    await confirm.getByText('Are you sure you want to sign out?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/account/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    // Signed out, the public header offers Login again.
    await page.getByRole('link', { name: 'Investment Platform home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Login' }).waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

    await page.goto('/user/dashboard');
    await page.waitForURL('**/account/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText(/Welcome, /).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the admin the Admin Panel link and keeps investors out of /admin', async () => {
    const admin = await openPage(browser);
    // Staff land on the console after signing in.
    await admin.page.goto('/account/login');
    await admin.page.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await admin.page.getByRole('button', { name: 'Login' }).click();
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('heading', { name: /^dashboard$/i }).waitFor();
    // Their own account stays reachable, and its menu leads back to the console.
    await admin.page.goto('/user/dashboard');
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    const adminLink = admin.page.getByRole('menuitem', { name: 'Admin Panel' });
    expect(await adminLink.getAttribute('href')).toBe('/admin');
    await adminLink.click();
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('heading', { name: /^dashboard$/i }).waitFor();
    await admin.page.getByText('admin', { exact: true }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const investor = await openPage(browser);
    await signInByApi(investor.context, DEMO);
    // The server does not send the console to non-admins: a 403 page with the way back.
    expect((await investor.page.goto('/admin'))?.status()).toBe(403);
    await investor.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await investor.page.getByRole('heading', { name: /^dashboard$/i }).count()).toBe(0);
    await investor.page.getByRole('link', { name: 'Back to your account' }).click();
    await investor.page.getByText(`Welcome, ${DEMO.username}! We're glad to see you again.`).waitFor();
    expect(investor.errors.filter((error) => !error.includes('403'))).toEqual([]);
    await investor.context.close();
  });
});
