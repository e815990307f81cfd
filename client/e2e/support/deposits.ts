// Arrange a submitted deposit through the real deposit pages (money.e2e.ts walks them in detail).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { toast } from './accounts';

/** Submits a deposit of `amount` USD through the deposit pages, up to "awaiting verification". */
export async function submitDeposit(page: Page, amount: string) {
  await page.goto('/user/deposit');
  await page.getByRole('radio', { name: /Crypto Wallet/ }).check();
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await page.waitForURL('**/user/deposit/deposit_form?reference_id=*');
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  await page.getByRole('option', { name: 'USDT · TRON (TRC20)' }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Continue to Deposit' }).click();
  const areYouSure = page.getByRole('dialog', { name: 'Are you sure?' });
  await areYouSure.getByRole('button', { name: 'Yes, continue' }).click();
  await page.waitForURL('**/user/deposit/confirm?reference_id=*');
  // A quoted deposit shows its address at once (no second 'Confirm').
  await page.getByTestId('pay-amount').waitFor();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 24, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.getByLabel('Payment proof image').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await page.getByText('Selected: proof.png').waitFor();
  await page.getByLabel('Blockchain transaction ID').fill(`0x${randomBytes(32).toString('hex')}`);
  await page.getByLabel('I confirm that I sent this payment and I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Confirm Deposit' }).click();
  await areYouSure.getByRole('button', { name: 'Yes, submit' }).click();
  await toast(page, 'Deposit Submitted! Awaiting verification').waitFor();
}
