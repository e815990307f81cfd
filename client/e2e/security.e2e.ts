import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeDb, launchBrowser, openPage, uniqueEmail } from './support/browser';
import { lastMailTo as lastMailInSink, type SunkMail } from './support/mail-sink';
import { createInvestor, graphqlResponse, signInByApi, signInByUi, toast, type Credentials } from './support/accounts';
import { confirmStepUp } from './support/step-up';

const STEP_MS = 30_000;

/**
 * The user's authenticator app, computed in the test from the key shown on screen. The server
 * takes each 30 s step's code once (no replay) and the steps next to the current one (±1), so
 * each code is taken from a step after the last one used: the current step, or the next one,
 * and only when both are spent does the test wait for time to move on.
 */
class Authenticator {
  private readonly totp: OTPAuth.TOTP;
  private lastStep = -Infinity;

  constructor(secret: string) {
    this.totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  }

  async code(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(now, this.lastStep + 1);
      if (step <= now + 1) {
        this.lastStep = step;
        return this.totp.generate({ timestamp: step * STEP_MS });
      }
      // Both usable steps are spent: the code of the step after them is accepted once it starts.
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 250));
    }
  }
}

/** Signs out through the account menu and waits for the sign-in page. */
async function signOutByUi(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/account/login');
}

/** Whether the context's cookie still signs it in (GET /api/session). */
async function signedIn(context: BrowserContext): Promise<boolean> {
  const res = await context.request.get('/api/session');
  return ((await res.json()) as { authenticated: boolean }).authenticated;
}

/** The newest mail to `to`, as the person finds it in their mailbox (the suite's SMTP sink; the outbox shows codes redacted). */
function lastMailTo(to: string): Promise<SunkMail> {
  return lastMailInSink(inject('mailDir'), to);
}

async function openSecurityPage(page: Page) {
  await page.goto('/user/profile/security');
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
}

/** Turns 2FA on through the security page (confirming the password first); answers the app and the recovery codes shown. */
async function enableTwoFactor(page: Page, password: string): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByLabel('Status: Off').waitFor();
  await card.getByRole('button', { name: 'Set up' }).click();
  // A change that hands the sign-in over: the password first ("Confirm it's you").
  await confirmStepUp(page, password);
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  const qr = dialog.getByRole('img', { name: /QR code/ });
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  // The image really decodes (the CSP allows data: images).
  expect(await qr.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).toBe(true);

  const secret = await dialog.getByRole('textbox', { name: 'Setup key' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const app = new Authenticator(secret);

  // A wrong code is refused and the setup stays open.
  await dialog.getByRole('textbox', { name: /Authenticator code/ }).fill('000000');
  const refused = graphqlResponse(page, 'EnableTwoFactor');
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await refused;
  await expect.poll(() => dialog.getByRole('textbox', { name: /Authenticator code/ }).inputValue()).toBe('');

  await dialog.getByRole('textbox', { name: /Authenticator code/ }).fill(await app.code());
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const items = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await items.first().waitFor();
  const recoveryCodes = await items.allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

  // They download as a text file too.
  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');

  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await codesDialog.waitFor({ state: 'hidden' });
  await card.getByLabel('Status: On').waitFor();
  return { app, recoveryCodes };
}

describe('account security: two-factor sign-in, email change, sessions and activity', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('turns on 2FA from the security page, then signs in with the password and a code', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'twofactor');
    await signInByApi(context, account);
    await openSecurityPage(page);

    const { app, recoveryCodes } = await enableTwoFactor(page, account.password);

    await signOutByUi(page);

    // The password alone no longer signs in: the form asks for the code, and no session exists yet.
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await signedIn(context)).toBe(false);

    // Typed on an Arabic keyboard: the code's digits are read, not dropped.
    await code.fill((await app.code()).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))));
    expect(await code.inputValue()).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/user/dashboard');
    expect(await signedIn(context)).toBe(true);

    // A recovery code signs in once.
    await signOutByUi(page);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/user/dashboard');

    // With 2FA on, a withdrawal asks for the code.
    await page.goto('/user/withdraw/withdrawal_form');
    await page.getByRole('textbox', { name: /Authenticator code/ }).waitFor();

    // So does the password change (here with a recovery code).
    await openSecurityPage(page);
    await page.getByRole('region', { name: 'Change Password' }).getByRole('button', { name: 'Change Password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    const newPassword = 'a brand new passphrase 2026';
    await passwordDialog.getByLabel('Current Password').fill(account.password);
    await passwordDialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await passwordDialog.getByLabel('Confirm New Password').fill(newPassword);
    await passwordDialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await passwordDialog.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[1]);
    await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Your password has been changed. Your other sessions have been signed out.').waitFor();
    await passwordDialog.waitFor({ state: 'hidden' });
    expect(await signedIn(context)).toBe(true);

    // Turning 2FA off needs the (new) password and a code, asked by the step-up dialog (the password
    // change left no confirmed password behind); the card then offers Set up again.
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('button', { name: 'Disable' }).click();
    const disableDialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await disableDialog.getByRole('button', { name: 'Turn off' }).click();
    await confirmStepUp(page, newPassword, () => app.code());
    await toast(page, 'Two-factor authentication is off.').waitFor();
    await card.getByLabel('Status: Off').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the email with the code mailed to the new address, then signs in with it', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'emailchange');
    await signInByApi(context, account);
    await openSecurityPage(page);

    await page.getByRole('region', { name: 'Change Email' }).getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    expect(await dialog.getByLabel('Current Email').inputValue()).toBe(account.email);
    const newEmail = uniqueEmail('emailchanged');
    await dialog.getByLabel('New Email', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Confirm New Email').fill(newEmail);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    // The server wants the password confirmed first; the code is sent once it is.
    await confirmStepUp(page, account.password);
    await toast(page, 'A confirmation code has been sent to your new email. Please enter the code').waitFor();
    await dialog.getByRole('button', { name: 'Resend Code' }).waitFor();

    const mail = await lastMailTo(newEmail);
    const emailCode = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(emailCode, `no 6-digit code in ${JSON.stringify(mail)}`).toBeDefined();

    await dialog.getByLabel('Confirmation Code').fill(emailCode!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, `Your email has been changed to ${newEmail}.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The header's menu shows the new address at once (the cache holds the returned user).
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').locator(`[title="${newEmail}"]`).waitFor();
    await page.keyboard.press('Escape');

    await signOutByUi(page);
    await signInByUi(page, { email: newEmail, password: account.password });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the sign-in and the sessions, and ends the other sessions', async () => {
    const { page, errors, context } = await openPage(browser);
    const account: Credentials = await createInvestor(context, 'sessions');
    const other = await openPage(browser);
    const third = await openPage(browser);
    await signInByApi(other.context, account);
    await signInByApi(third.context, account);
    await signInByUi(page, account);

    await page.goto('/user/profile/activity');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByRole('listitem').nth(2).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(3);
    const mine = sessions.getByRole('listitem').first();
    await mine.getByText('This device').waitFor();
    expect(await mine.textContent()).toMatch(/Chrom.*Linux/);

    const activity = page.getByRole('list', { name: 'Account activity' });
    await activity.getByText('Signed in').first().waitFor();
    expect(await activity.getByText('Signed in').count()).toBeGreaterThanOrEqual(3);

    // End one: that browser is signed out, the others are not.
    await sessions
      .getByRole('button', { name: /^End session on / })
      .first()
      .click();
    await toast(page, 'The session has been signed out.').waitFor();
    await sessions.getByRole('listitem').nth(1).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    expect([await signedIn(other.context), await signedIn(third.context)].sort()).toEqual([false, true]);
    await activity.getByText('Session ended').first().waitFor();

    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await toast(page, '1 other session has been signed out.').waitFor();
    expect(await signedIn(other.context)).toBe(false);
    expect(await signedIn(third.context)).toBe(false);
    expect(await signedIn(context)).toBe(true);
    expect(await sessions.getByRole('listitem').count()).toBe(1);

    expect(errors).toEqual([]);
    for (const c of [context, other.context, third.context]) await c.close();
  });
});
