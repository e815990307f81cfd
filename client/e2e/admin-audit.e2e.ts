// The audit log page: an investor submits identity documents, the admin rejects them with a
// reason, then opens the audit log from the console's navigation and finds the rejection (who,
// about whom, the reason), filters by the user, and reads it on a phone-width screen too.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';

const REASON = 'The document photo is cut off at the edge.';

describe('admin audit log', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let phone: TrackedPage;
  let account: Credentials;
  let userId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const investor = await openPage(browser);
    account = await createInvestor(investor.context, 'audit');
    await signInByApi(investor.context, account);
    // Arrange: the investor's KYC submission over the REST API (the flow under test is the admin's).
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const { token } = (await (await investor.context.request.get('/api/middleware/csrf-token')).json()) as { token: string };
    const submitted = await investor.context.request.post('/api/kyc/submit', {
      headers: { 'X-CSRF-Token': token },
      multipart: {
        document_type: 'passport',
        document_front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: image },
        selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: image },
      },
    });
    expect(submitted.status()).toBe(200);
    await investor.context.close();
    userId = (await db().query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [account.email])).rows[0].id;
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('lists the rejection the admin just made, newest first, and filters by the user it is about', async () => {
    const { page } = admin;
    await page.goto('/admin/kyc');
    const row = page.getByRole('table', { name: 'Identity verifications' }).getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: `Reject ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject identity verification' });
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Identity verification rejected').waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Audit entries' });
    const newest = table.getByRole('row').nth(1);
    await newest.waitFor();
    const text = await newest.textContent();
    expect(text).toContain('kyc.rejected');
    expect(text).toContain(E2E_ADMIN.email);
    expect(text).toContain(userId);
    expect(text).toContain(REASON);

    // A malformed id is caught in the form, before any request.
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('User id').fill('not-an-id');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filters.getByText('Enter a user id').waitFor();

    // The user's entries only: their submission and its rejection, newest first.
    await filters.getByLabel('User id').fill(userId);
    const filtered = graphqlResponse(page, 'AdminAuditLog');
    await filters.getByRole('button', { name: 'Apply' }).click();
    expect((await filtered).status()).toBe(200);
    await expect
      .poll(async () => (await table.getByRole('row').allTextContents()).slice(1).map((line) => /kyc\.(rejected|submitted)/.exec(line)?.[0]))
      .toEqual(['kyc.rejected', 'kyc.submitted']);
    expect(await table.getByRole('row').nth(2).textContent()).toContain(account.email);

    // An action that matches nothing says so.
    await filters.getByLabel('Action').fill('plan.deleted');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No audit entries').waitFor();

    expect(admin.errors).toEqual([]);
  });

  it('reads at 390 px width without sideways scrolling of the page', async () => {
    phone = await openPage(browser, { width: 390, height: 844 });
    await signInByApi(phone.context, E2E_ADMIN);
    const { page } = phone;
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Audit entries' }).getByRole('row').filter({ hasText: REASON }).waitFor();
    const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    await page.getByRole('search', { name: 'Filter the audit log' }).getByRole('button', { name: 'Apply' }).waitFor();
    expect(phone.errors).toEqual([]);
  });
});
