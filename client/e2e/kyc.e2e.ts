// KYC end to end: an investor uploads their documents from the security page, the admin
// reviews them (images fetched from the admin-only URLs) and rejects with a reason, and the
// investor sees Rejected with that reason and may verify again.
import type { Browser, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';

/** The answer to the page's next GraphQL multipart upload (Chromium does not hand playwright a body with files in it). */
function uploadResponse(page: Page): Promise<Response> {
  return page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'));
}

const REASON = 'The selfie does not show the document clearly.';

describe('KYC: submit from the security page, rejected by the admin with a reason', () => {
  let browser: Browser;
  let investor: TrackedPage;
  let admin: TrackedPage;
  let account: Credentials;
  let front: Buffer;
  let selfie: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    front = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    selfie = await sharp({ create: { width: 200, height: 240, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();
    investor = await openPage(browser);
    account = await createInvestor(investor.context, 'kyc');
    await signInByApi(investor.context, account);
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('uploads the documents, the admin rejects them with a reason, the investor sees it', async () => {
    const { page } = investor;
    await page.goto('/user/profile/security');
    const card = page.getByRole('region', { name: 'KYC Verification' });
    await card.getByText('Verify your identity to withdraw larger amounts.', { exact: false }).waitFor();

    // No "Verified" label in the header before an approved KYC.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Security' }).waitFor();
    expect(await menu.getByText('Verified', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Verify Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
    await dialog.waitFor();
    // The form asks for everything it needs before sending.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please choose the document type').waitFor();

    await dialog.getByRole('combobox', { name: /Document type/ }).click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await dialog.getByLabel('Front of the document').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: front });
    await dialog.getByLabel('Selfie holding the document').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: selfie });
    await dialog.getByText('Selected: passport.jpg').waitFor();
    const submitted = uploadResponse(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await submitted).status()).toBe(200);
    await toast(page, 'Your documents have been submitted for review').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Pending review').waitFor();
    expect(await card.getByRole('button', { name: 'Verify Now' }).count()).toBe(0);

    // The admin finds it in the KYC review page of the admin panel.
    await admin.page.goto('/admin');
    await admin.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'KYC review' }).click();
    await admin.page.getByRole('heading', { name: 'KYC review' }).waitFor();
    const row = admin.page.getByRole('table', { name: 'Identity verifications' }).getByRole('row').filter({ hasText: account.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Passport');
    // The images come from the admin-only URLs with the admin's session cookie, re-encoded at their size.
    const frontImage = row.getByRole('img', { name: `Document front of ${account.email}` });
    await expect.poll(() => frontImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const selfieImage = row.getByRole('img', { name: `Selfie of ${account.email}` });
    await expect.poll(() => selfieImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(240);
    const selfieUrl = (await selfieImage.getAttribute('src'))!;
    expect(selfieUrl).toMatch(/^\/api\/kyc\/files\/[0-9a-f-]{36}\.webp$/);
    expect((await investor.context.request.get(selfieUrl)).status()).toBe(403);

    await row.getByRole('button', { name: `Reject ${account.email}` }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Reject identity verification' });
    await reject.getByLabel('Reason').fill(REASON);
    const rejected = graphqlResponse(admin.page, 'RejectKyc');
    await reject.getByRole('button', { name: 'Reject' }).click();
    expect((await rejected).status()).toBe(200);
    await toast(admin.page, 'Identity verification rejected').waitFor();
    await reject.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    // The investor's open page learns of it live (accountUpdated), and after a reload too.
    await card.getByText(`Reason: ${REASON}`).waitFor();
    await page.reload();
    await card.getByText('Rejected', { exact: true }).waitFor();
    await card.getByText(`Reason: ${REASON}`).waitFor();
    await card.getByRole('button', { name: 'Verify Now' }).waitFor();

    expect(investor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
