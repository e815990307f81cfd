// Issue 28: forms say what is wrong on the field itself, and the admins' GraphQL IDE answers its own
// sample query as it stands.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, uniqueEmail } from './support/browser';
import { signInByApi } from './support/accounts';

describe('forms and the GraphQL IDE (issue 28)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])('register shows each refusal under its field, announced with it, and no validation toast ($width px)', async (viewport) => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto('/account/register');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    const password = page.getByLabel('Password', { exact: true });
    const describedBy = async (label: string) => {
      const field = page.getByLabel(label, { exact: true });
      const ids = (await field.getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(
        ids
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      return { invalid: await field.getAttribute('aria-invalid'), description: texts.join(' ') };
    };

    // The password rule is on screen before anything is sent.
    expect((await describedBy('Password')).description).toBe('At least 8 characters. Very common passwords are refused.');

    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const label of ['Full Name', 'Username', 'Email', 'Password']) {
      await expect.poll(() => describedBy(label)).toEqual({ invalid: 'true', description: 'Please fill in this field.' });
    }
    // The message is red, under its field; the first invalid field has the focus; nothing is toasted.
    const helper = page.locator('.MuiFormHelperText-root.Mui-error').first();
    const [fieldBox, helperBox] = [await page.getByLabel('Full Name', { exact: true }).boundingBox(), await helper.boundingBox()];
    expect(helperBox!.y).toBeGreaterThan(fieldBox!.y);
    expect(await helper.evaluate((el) => getComputedStyle(el).color)).toMatch(/^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(await page.locator('.notistack-SnackbarContainer [role="alert"]').count()).toBe(0);

    // The server's refusal (a common password) goes under the field it names (extensions.field).
    const email = uniqueEmail('inline');
    await page.getByLabel('Full Name', { exact: true }).fill('Inline Errors');
    await page.getByLabel('Username', { exact: true }).fill(`u_${email.split('@')[0].split('.').pop()}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await password.fill('password1');
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => describedBy('Password'))
      .toEqual({ invalid: 'true', description: 'This password is too common and easy to guess. Please choose another one.' });
    expect(await page.locator('.notistack-SnackbarContainer [role="alert"]').count()).toBe(0);

    // A good one signs up; the sign-in form opens with the email filled in.
    await password.fill('an inline errors passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/account/login', { timeout: 10_000 });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers the IDE's sample query as it stands, in an editor that fills the page", async () => {
    const { page, errors, context } = await openPage(browser);
    await signInByApi(context, E2E_ADMIN);
    await page.goto('/admin/graphql');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    // The sample is there, untouched.
    await expect.poll(() => page.locator('.graphiql-query-editor .CodeMirror').innerText()).toContain('adminDeposits');
    await page.waitForTimeout(500);

    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/graphql') && res.request().method() === 'POST' && (res.request().postData() ?? '').includes('adminDeposits'),
    );
    await page.getByRole('button', { name: /Execute query/ }).click();
    const body = (await (await answered).json()) as { data?: { adminDeposits?: { totalCount: number; nodes: unknown[] } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(typeof body.data?.adminDeposits?.totalCount).toBe('number');
    await expect.poll(() => page.locator('.graphiql-response').innerText()).toContain('totalCount');

    // The editor reaches the bottom of the window (no dead space under it, no page scroll to find it).
    const box = await page.locator('.graphiql-container').boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(900 - 48);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900 + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
