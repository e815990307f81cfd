// The console's Reserve addresses page (issue 30): an admin declares an Ethereum address with an
// EIP-191 signature made here with a fresh key, over the exact text the page shows; a wrong
// signature is refused under the signature field; the address is listed with its row menu in
// reach at 1280 and 390 px, and the public Proof of liabilities page shows it among the reserves.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { baseUrl, launchBrowser } from './support/browser';
import { signInByApi } from './support/accounts';
import { confirmStepUp } from './support/step-up';

/** The text as shown, without the bidi isolation marks a browser may add around it. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('console: reserve addresses', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const account = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    await signInByApi(context, E2E_ADMIN);
    page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && !/status of 4\d\d/.test(msg.text()) && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('declares an Ethereum address signed in the test, refuses a wrong signature under its field, lists it and publishes it', async () => {
    await page.goto('/admin/reserves');
    await page.getByRole('heading', { level: 1, name: 'Reserve Addresses' }).waitFor();
    await page.getByRole('link', { name: 'Reserve Addresses' }).first().waitFor();

    await page.getByRole('button', { name: 'Declare address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Declare a reserve address' });
    await dialog.waitFor();

    // Only the valid pairs: USDT on Ethereum or TRON; ETH on Ethereum alone.
    await dialog.getByRole('combobox', { name: /Asset/ }).click();
    await page.getByRole('option', { name: 'USDT' }).click();
    await dialog.getByRole('combobox', { name: /Network/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Ethereum', 'TRON']);
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: /Asset/ }).click();
    await page.getByRole('option', { name: 'ETH' }).click();
    await expect.poll(() => dialog.getByRole('combobox', { name: /Network/ }).textContent()).toContain('Ethereum');
    await dialog.getByRole('combobox', { name: /Network/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Ethereum']);
    await page.keyboard.press('Escape');

    await dialog.getByRole('textbox', { name: /Address/ }).fill(account.address.toLowerCase());
    const shown = dialog.getByTestId('reserve-message');
    await shown.waitFor();
    const message = plain(await shown.textContent());
    // The server's text names the address in its EIP-55 form and the network.
    expect(message).toContain(`I control ${account.address} (ethereum) as of `);
    await dialog.getByRole('button', { name: 'Copy message' }).waitFor();

    // A signature of another text: refused, under the signature field (the step-up is asked first).
    const wrong = await account.signMessage({ message: `${message} (changed)` });
    const signatureField = dialog.getByRole('textbox', { name: /Signature/ });
    await signatureField.fill(wrong);
    await dialog.getByRole('button', { name: 'Declare', exact: true }).click();
    await confirmStepUp(page, E2E_ADMIN.password);
    await dialog.getByText('The signature does not prove control of this address for this message.').waitFor();
    expect(await signatureField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await signatureField.getAttribute('aria-describedby');
    expect(plain(await page.locator(`[id="${describedBy}"]`).textContent())).toBe('The signature does not prove control of this address for this message.');

    // The right one: declared (the step-up is still fresh) and listed.
    await signatureField.fill(await account.signMessage({ message }));
    await dialog.getByRole('button', { name: 'Declare', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Reserve address declared.').waitFor();
    const table = page.getByRole('table', { name: 'Reserve addresses' });
    const row = table.getByRole('row').filter({ has: page.locator(`[title="${account.address}"]`) });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('ETH');
    await row.getByRole('link', { name: 'Admin profile' }).waitFor();

    // The row menu is within the screen at 1280 and at 390 px.
    const menuButton = row.getByRole('button', { name: `Actions for ${account.address}` });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await menuButton.scrollIntoViewIfNeeded();
      const box = await menuButton.boundingBox();
      expect(box, `row menu at ${width}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Remove' }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The public page shows the reserve with its signed message and signature.
    await page.goto('/proof_of_liabilities');
    const eth = page.getByRole('region', { name: 'ETH' });
    await eth.getByText(account.address, { exact: true }).waitFor();
    expect(plain(await eth.textContent())).toContain(message);
    expect(errors).toEqual([]);
  });
});
