// A fresh address for every deposit: two Bitcoin deposits of one investor each show their own
// bech32 address (derived from the demo wallet's published test zpub) with its QR code and copy.
import { bech32 } from '@scure/base';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';
import { gql } from './support/funding';

describe('deposit address: each deposit its own, with a QR code', () => {
  let browser: Browser;
  let investor: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await openPage(browser);
    await signInByApi(investor.context, await createInvestor(investor.context, 'address'));
    // The browser tests reach no exchange (RATE_PROVIDER off): Bitcoin is quoted at an admin's manual rate.
    const admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    await gql(admin.context.request, 'mutation($input: SetManualRateInput!) { setManualRate(input: $input) { asset } }', {
      input: { asset: 'BTC', rate: '60000.00', reason: 'Browser tests: no exchange to ask' },
    });
    await admin.context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  /** Walks the deposit steps in the browser up to the address to pay to; returns what the page shows. */
  async function depositWithBitcoin(amount: string): Promise<{ referenceId: string; address: string }> {
    const { page } = investor;
    await page.goto('/user/deposit');
    await page.getByRole('radio', { name: /Crypto Wallet/ }).check();
    await page.getByRole('button', { name: 'Deposit Now' }).click();
    await page.waitForURL('**/user/deposit/deposit_form?reference_id=*');
    const referenceId = new URL(page.url()).searchParams.get('reference_id')!;
    await page.getByLabel('Amount (USD)').fill(amount);
    await page.getByRole('combobox', { name: 'Wallet' }).click();
    await page.getByRole('option', { name: 'BTC · Bitcoin' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue to Deposit' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, continue' }).click();
    await page.waitForURL(`**/user/deposit/confirm?reference_id=${referenceId}`);
    // The quote shows the address at once: the coin amount at the manual rate, rounded up to a satoshi.
    const payTo = page.getByRole('region', { name: 'Payment address' });
    const address = ((await payTo.getByTestId('wallet-address').textContent()) ?? '').trim();
    const btc = ((await page.getByTestId('pay-amount').textContent()) ?? '').trim();
    expect(btc).toMatch(/^0\.\d+ BTC$/);

    // The QR code (address and amount) is the server's SVG shown as an image: it loads under the CSP and has a size.
    const qr = payTo.getByRole('img', { name: `QR code to pay ${btc} to ${address}` });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());
    expect(await payTo.getByTestId('address-kind').textContent()).toContain('This address was created for this deposit only.');

    await payTo.getByRole('button', { name: 'Copy wallet address' }).click();
    await toast(page, 'Wallet address has been copied successfully').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    return { referenceId, address };
  }

  it('shows each deposit its own valid bech32 address and its QR code; two deposits never share one', async () => {
    const first = await depositWithBitcoin('600');
    const second = await depositWithBitcoin('700');
    for (const { address } of [first, second]) {
      const { prefix, words } = bech32.decode(address as `${string}1${string}`);
      expect(prefix).toBe('bc');
      expect(words[0]).toBe(0);
      expect(bech32.fromWords(words.slice(1))).toHaveLength(20);
    }
    expect(first.address).not.toBe(second.address);
    // The server recorded each address under its own index on the wallet.
    const { rows } = await db().query(
      `SELECT t.reference_id, a.address, a.derivation_index FROM deposit_addresses a JOIN transactions t ON t.id = a.transaction_id WHERE t.reference_id = ANY($1)`,
      [[first.referenceId, second.referenceId]],
    );
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.derivation_index)).size).toBe(2);
    expect(Object.fromEntries(rows.map((r) => [r.reference_id, r.address]))).toEqual({
      [first.referenceId]: first.address,
      [second.referenceId]: second.address,
    });
    expect(investor.errors).toEqual([]);
  });

  it('lets the admin add a wallet on the Deposit wallets page, refusing a key of the wrong network with the reason', async () => {
    const admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deposit wallets' }).click();
    await page.getByRole('heading', { name: 'Deposit wallets' }).waitFor();
    const table = page.getByRole('table', { name: 'Deposit wallets' });
    const bitcoin = table.getByRole('row').filter({ hasText: 'Bitcoin' });
    expect(await bitcoin.textContent()).toContain('Derived');
    expect(await bitcoin.textContent()).toContain('zpub6rFR7y4Q');

    await page.getByRole('button', { name: 'Add wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add deposit wallet' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ethereum (operator)');
    await dialog.getByRole('textbox', { name: 'Network' }).fill('ERC20');
    // Not offered to investors: the other browser tests expect the demo wallets only.
    await dialog.getByRole('switch', { name: 'Offered to investors' }).uncheck();
    const zpub = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    await dialog.getByRole('textbox', { name: 'Extended public key' }).fill(zpub);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByRole('alert').textContent()).toContain("A zpub is a Bitcoin key; Ethereum needs the account's xpub (m/44'/60'/0')");

    await dialog.getByRole('radio', { name: 'One static address for every deposit' }).check();
    await dialog.getByRole('textbox', { name: 'Wallet address' }).fill('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Deposit wallet saved').waitFor();
    const saved = table.getByRole('row').filter({ hasText: 'Ethereum (operator)' });
    await saved.waitFor();
    // Stored EIP-55 checksummed, shown as a static wallet.
    expect(await saved.textContent()).toContain('Static');
    expect(await saved.locator('[title]').getAttribute('title')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(await saved.textContent()).toContain('Inactive');
    expect(admin.errors.filter((e) => !/status of 400|BAD_USER_INPUT/.test(e))).toEqual([]);
    await admin.context.close();
  });
});
