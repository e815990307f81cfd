// The console's Webhooks page end to end: an admin registers an endpoint (a receiver this test runs
// on 127.0.0.1), copies the secret shown once, sees a sign-up delivered (signed with that secret),
// its attempt and a redelivery with the same webhook-id, rotates the secret, disables and deletes.
// Production calls https URLs on public addresses only, so this file starts its own non-production server.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';
import { E2E_ADMIN, startServer, type StartedServer } from './support/server';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** Standard Webhooks' check: HMAC-SHA256 over `id.timestamp.body` with the base64 key after `whsec_`; any signature in the header may match. */
function signedBy(secret: string, request: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${request.headers['webhook-id']}.${request.headers['webhook-timestamp']}.${request.body}`).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

describe('console: webhooks', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let server: StartedServer;
  let receiver: Server;
  let receiverUrl = '';
  const received: Received[] = [];

  const waitForRequests = async (n: number) => {
    for (let i = 0; i < 200 && received.length < n; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received.length).toBeGreaterThanOrEqual(n);
  };

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    server = await startServer({ nodeEnv: 'development' });
    browser = await launchBrowser();
    admin = await openPage(browser, undefined, server.baseUrl);
    await signInByApi(admin.context, E2E_ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    receiver?.closeAllConnections();
    await new Promise((r) => receiver?.close(r));
  });

  it('creates an endpoint, shows the secret once, lists the signed delivery with its attempt, redelivers, rotates, disables and deletes', async () => {
    const { page, errors } = admin;
    await page.goto('/admin/webhooks');
    await page.getByRole('link', { name: 'Webhooks' }).first().waitFor();
    await page.getByText('No webhook endpoints yet.').waitFor();

    await page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    await dialog.getByText('Choose at least one event.').waitFor();
    // The server's refusal shows beside the field it names.
    await dialog.getByLabel('URL').fill('file:///etc/passwd');
    await dialog.getByRole('checkbox', { name: 'user.registered' }).check();
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    await dialog.getByText('Webhook URLs must start with https:// (or http:// outside production).').waitFor();

    await dialog.getByLabel('URL').fill(receiverUrl);
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
    await toast(page, 'Secret copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    await table.getByText(receiverUrl).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // Someone signs up: the receiver gets user.registered, signed with the secret the page showed.
    const investor = await createInvestor(admin.context, 'webhook');
    await waitForRequests(1);
    expect(signedBy(secret, received[0])).toBe(true);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'user.registered', data: { email: investor.email } });
    const messageId = String(received[0].headers['webhook-id']);

    await table.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    await deliveries.getByText(messageId).waitFor();
    await deliveries.getByText('succeeded').waitFor();
    await deliveries.getByRole('button', { name: `Attempts of ${messageId}` }).click();
    const attempts = page.getByRole('table', { name: `Attempts of ${messageId}` });
    await attempts.getByText('204').waitFor();

    await deliveries.getByRole('button', { name: `Redeliver ${messageId}` }).click();
    await toast(page, `Sending ${messageId} again`).waitFor();
    await waitForRequests(2);
    expect(received[1].headers['webhook-id']).toBe(messageId);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await attempts.getByRole('row').nth(2).waitFor();

    await table.getByRole('button', { name: `Rotate secret of ${receiverUrl}` }).click();
    await page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate' }).click();
    const rotated = (await page.getByRole('dialog', { name: 'Signing secret' }).getByTestId('webhook-secret').textContent())!;
    expect(rotated).not.toBe(secret);
    await page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Done' }).click();
    await createInvestor(admin.context, 'webhook');
    await waitForRequests(3);
    // For a day both secrets sign: receivers switch without missing a webhook.
    expect(signedBy(rotated, received[2]) && signedBy(secret, received[2])).toBe(true);

    await table.getByRole('button', { name: `Disable ${receiverUrl}` }).click();
    await page.getByRole('dialog', { name: 'Disable the endpoint?' }).getByRole('button', { name: 'Disable' }).click();
    await toast(page, 'Endpoint disabled').waitFor();
    await table.getByText('Disabled by an admin.').waitFor();

    await table.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    await page.getByRole('dialog', { name: 'Delete the endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhook endpoints yet.').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone: the endpoint list and its actions without sideways scrolling', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 }, server.baseUrl);
    await signInByApi(phone.context, E2E_ADMIN);
    await phone.page.goto('/admin/webhooks');
    await phone.page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByLabel('URL').fill(receiverUrl);
    await dialog.getByRole('checkbox', { name: 'deposit.approved' }).check();
    await dialog.getByRole('button', { name: 'Create endpoint' }).click();
    await phone.page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Done' }).click();
    await phone.page.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    await phone.page.getByText('Nothing sent to this endpoint yet.').waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(phone.errors).toEqual([]);
  });
});
