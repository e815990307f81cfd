// The KYC queue's approval: an investor submits documents, the admin sees the images in the queue,
// approves, the submission leaves Pending and shows under Approved, the audit log has it with the
// admin's IP, and the email opens the user's console page.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, graphqlResponse, signInByApi, toast, type Credentials } from './support/accounts';

describe('admin KYC queue: approve', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let account: Credentials;

  beforeAll(async () => {
    browser = await launchBrowser();
    const investor = await openPage(browser);
    account = await createInvestor(investor.context, 'kycok');
    await signInByApi(investor.context, account);
    // Arrange over the REST API: the flow under test is the admin's.
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#228844' } })
      .jpeg()
      .toBuffer();
    const { token } = (await (await investor.context.request.get('/api/middleware/csrf-token')).json()) as { token: string };
    const submitted = await investor.context.request.post('/api/kyc/submit', {
      headers: { 'X-CSRF-Token': token },
      multipart: {
        document_type: 'national_id',
        document_front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: image },
        document_back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: image },
        selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: image },
      },
    });
    expect(submitted.status()).toBe(200);
    await investor.context.close();
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('shows the three images, approves after confirming, and lists the submission under Approved', async () => {
    const { page } = admin;
    await page.goto('/admin/kyc');
    const table = page.getByRole('table', { name: 'Identity verifications' });
    const row = table.getByRole('row').filter({ hasText: account.email });
    for (const name of [`Document front of ${account.email}`, `Document back of ${account.email}`, `Selfie of ${account.email}`]) {
      const image = row.getByRole('img', { name });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    }

    await row.getByRole('button', { name: `Approve ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve identity verification' });
    const approved = graphqlResponse(page, 'ApproveKyc');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await toast(page, 'Identity verification approved').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Approved' }).click();
    const done = table.getByRole('row').filter({ hasText: account.email });
    await done.getByText('Approved', { exact: true }).waitFor();
    expect(await done.getByRole('button', { name: `Approve ${account.email}` }).count()).toBe(0);

    const user = await db().query<{ id: string; kyc_status: string }>(`SELECT id, kyc_status FROM users WHERE email = $1`, [account.email]);
    expect(user.rows[0].kyc_status).toBe('approved');
    const audit = await db().query<{ ip: string | null; actor: string }>(
      `SELECT a.ip, u.email AS actor FROM audit_log a JOIN users u ON u.id = a.actor_id WHERE a.action = 'kyc.approved' AND a.subject_user_id = $1`,
      [user.rows[0].id],
    );
    expect(audit.rows).toEqual([{ ip: expect.any(String), actor: E2E_ADMIN.email }]);

    // The email leads to the user's console page.
    await done.getByRole('link', { name: account.email, exact: true }).click();
    await page.waitForURL(`**/admin/users/${user.rows[0].id}`);
    expect(admin.errors).toEqual([]);
  });
});
