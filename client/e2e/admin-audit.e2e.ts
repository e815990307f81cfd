// Operators' screens (issue 28). The audit log: an investor submits identity documents, the admin
// rejects them with a reason, and the log reads it as a sentence naming both people, narrows to
// an action picked from the list, and expands a row to its details; the same on a phone. Webhooks:
// "Send test event" sends a signed webhook.test to a receiver this file runs on 127.0.0.1, and the
// endpoint's delivery shows its status, the payload sent and the receiver's answer.
// Production calls https URLs on public addresses only, so this file starts its own non-production server.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast, type Credentials } from './support/accounts';
import { E2E_ADMIN, startServer, type StartedServer } from './support/server';

const REASON = 'The document photo is cut off at the edge.';
const ANSWER = '{"received":true,"by":"e2e receiver"}';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('operators: audit log sentences and webhook test events', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let server: StartedServer;
  let receiver: Server;
  let receiverUrl = '';
  let account: Credentials;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    server = await startServer({ nodeEnv: 'development' });
    browser = await launchBrowser();

    // Arrange: an investor's identity documents over the REST API (the flow under test is the admin's).
    const investor = await openPage(browser, undefined, server.baseUrl);
    account = await createInvestor(investor.context, 'audit');
    await signInByApi(investor.context, account);
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

    admin = await openPage(browser, undefined, server.baseUrl);
    await signInByApi(admin.context, E2E_ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    receiver?.closeAllConnections();
    await new Promise((r) => receiver?.close(r));
  });

  it('sends a test event to an endpoint and shows its delivery: status, the payload sent and the answer received', async () => {
    const { page } = admin;
    await page.goto('/admin/webhooks');
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByLabel('URL').fill(receiverUrl);
    await dialog.getByRole('checkbox', { name: 'deposit.approved' }).check();
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    await page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    await table.getByRole('button', { name: `Send a test event to ${receiverUrl}` }).click();
    await toast(page, 'Test event queued: it shows in the deliveries').waitFor();
    for (let i = 0; i < 100 && !received.length; i++) await page.waitForTimeout(100);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'webhook.test', data: { test: true } });
    expect(String(received[0].headers['webhook-signature'])).toMatch(/^v1,/);
    const messageId = String(received[0].headers['webhook-id']);

    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    const row = deliveries.getByRole('row').filter({ hasText: messageId });
    // The worker records the attempt just after the receiver answered: refresh until it shows.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return row.textContent({ timeout: 2000 }).catch(() => '');
        },
        { timeout: 20_000 },
      )
      .toContain('succeeded');
    expect(await row.textContent()).toContain('webhook.test');
    expect(await row.textContent()).toContain('200');
    await deliveries.getByRole('button', { name: `Attempts of ${messageId}` }).click();
    const sent = page.getByLabel('Body sent');
    await sent.waitFor();
    // Indented JSON, exactly the bytes that were signed once parsed.
    expect(JSON.parse((await sent.textContent())!)).toEqual(JSON.parse(received[0].body));
    expect(await sent.textContent()).toContain('\n  "type": "webhook.test"');
    await page.getByText('Response received (HTTP 200)').waitFor();
    expect(JSON.parse((await page.getByLabel('Response body received').textContent())!)).toEqual(JSON.parse(ANSWER));
    expect(await page.getByText(/whsec_/).count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });

  it('reads the rejection as a sentence with names, narrows to a picked action, and expands a row', async () => {
    const { page } = admin;
    await page.goto('/admin/kyc');
    const kycRow = page.getByRole('table', { name: 'Identity verifications' }).getByRole('row').filter({ hasText: account.email });
    await kycRow.getByRole('button', { name: `Reject ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject identity verification' });
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Identity verification rejected').waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    const table = page.getByRole('table', { name: 'Audit entries' });
    const rejection = table.getByRole('row').filter({ hasText: REASON }).first();
    await rejection.waitFor();
    const sentence = `Administrator rejected the identity documents of E2E Investor (${account.email})`;
    const said = (await rejection.locator('td').nth(1).locator('div').nth(1).textContent())!;
    // The admin by name (the seeded admin is 'Administrator'), the investor by name and email, never an id.
    expect(said.startsWith(sentence)).toBe(true);
    expect(said).not.toMatch(UUID);

    // The action picker offers what the log holds; picking one narrows the list to it.
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'webhook.test_sent' }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => (await table.getByRole('row').allTextContents()).slice(1))
      .toEqual([expect.stringContaining('Administrator sent a test event to a webhook endpoint')]);

    // A user's email with an action: the investor's rejection only.
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'kyc.rejected' }).click();
    await filters.getByLabel('User email').fill(account.email.toUpperCase());
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1)).toEqual([expect.stringContaining(sentence)]);

    // The row expands to its details: the reason in the JSON (the review's state after it), the IP, the time.
    await table.getByRole('button', { name: 'Show details of kyc.rejected' }).click();
    const details = table.getByLabel('Details (JSON)');
    await details.waitFor();
    expect(JSON.parse((await details.textContent())!)).toMatchObject({ after: { rejectionReason: REASON } });
    await table.getByText('IP address').waitFor();
    await table.getByRole('button', { name: 'Hide details of kyc.rejected' }).click();
    await details.waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);
  });

  it('reads at 390 px: the sentence in view, a row expanded, no sideways scrolling of the page', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 }, server.baseUrl);
    await signInByApi(phone.context, E2E_ADMIN);
    const { page } = phone;
    await page.goto('/admin/audit');
    const table = page.getByRole('table', { name: 'Audit entries' });
    const row = table.getByRole('row').filter({ hasText: REASON }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Show details of kyc.rejected' }).click();
    await table.getByLabel('Details (JSON)').waitFor();
    const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.innerWidth);
    const box = (await row.getByText(/rejected the identity documents/).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(phone.errors).toEqual([]);
  });
});
