// Capital can leave: an approved deposit sits in the main balance; the investor withdraws part of
// it through the withdraw pages, which show what can be withdrawn with its parts (main + profit);
// the admin rejects it and each part comes back. Also the dashboard chart at 390 px: all seven
// month labels shown, none cut, none overlapping (a screenshot is written for a person to look at).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, db, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast, type Credentials } from './support/accounts';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const PHONE = { width: 390, height: 844 };
/** Where the 390 px dashboard screenshot goes (override with E2E_SCREENSHOT_DIR). */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR || '/tmp';

async function csrf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/middleware/csrf-token')).json()) as { token: string }).token;
}

async function gql<T>(request: APIRequestContext, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { 'X-CSRF-Token': await csrf(request) } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function rest(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { 'X-CSRF-Token': await csrf(request) } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** A deposit through the real REST flow (own address, screenshot, txn id), approved by the admin. */
async function fundByDeposit(investor: APIRequestContext, admin: APIRequestContext, amount: string) {
  const { reference_id } = (await rest(investor, '/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' })) as { reference_id: string };
  const wallets = (await (await investor.get('/api/fetch/wallets')).json()) as { data: Array<{ id: string; asset: string }> };
  // USDT is quoted at par: no rate needed (RATE_PROVIDER is off here, so a BTC or ETH deposit would be refused).
  const usdt = wallets.data.find((wallet) => wallet.asset === 'USDT')!;
  await rest(investor, '/api/update/deposit_track', { reference_id, amount, wallet_id: usdt.id });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
  const submitted = await investor.post('/api/insert/new_deposit', {
    headers: { 'X-CSRF-Token': await csrf(investor) },
    multipart: {
      reference_id,
      tnx_id: `0x${randomBytes(32).toString('hex')}`,
      screenshot_file: { name: 'proof.png', mimeType: 'image/png', buffer: png },
    },
  });
  if (!submitted.ok()) throw new Error(`new_deposit: ${await submitted.text()}`);
  const { rows } = await db().query(`SELECT id FROM transactions WHERE reference_id = $1`, [reference_id]);
  await gql(admin, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id: rows[0].id });
}

async function expectAvailable(page: Page, total: string, parts: string) {
  await page.goto('/user/withdraw');
  await page.getByText('Available to withdraw').waitFor();
  await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe(total);
  expect(await page.getByTestId('available-parts').textContent()).toBe(parts);
}

describe('capital withdrawal', () => {
  let browser: Browser;
  let investor: TrackedPage;
  let admin: TrackedPage;
  let account: Credentials;

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await openPage(browser);
    account = await createInvestor(investor.context, 'capital');
    await signInByApi(investor.context, account);
    admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    await fundByDeposit(investor.context.request, admin.context.request, '1000');
  });

  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('withdraws part of an approved deposit (main balance), shows the parts, and a rejection returns it', async () => {
    const { page, errors } = investor;
    await expectAvailable(page, '1,000.00 USD', 'Main balance 1,000.00 USD + Profit 0.00 USD');
    const me = await (await investor.context.request.get('/api/check-auth')).json();
    expect(me.data).toMatchObject({ balance: '1000.00', interest: '0.00', withdrawable: '1000.00' });

    await page.getByRole('radio', { name: 'Crypto Withdrawal' }).check();
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await page.waitForURL('**/user/withdraw/withdrawal_form');
    expect(await page.getByTestId('available-parts').textContent()).toBe('Main balance 1,000.00 USD + Profit 0.00 USD');
    await page.getByRole('combobox', { name: /Asset/ }).click();
    await page.getByRole('option', { name: 'USDT' }).click();
    await page.getByRole('combobox', { name: /Network/ }).click();
    await page.getByRole('option', { name: /^TRC20 / }).click();
    await page.getByRole('textbox', { name: /Recipient Wallet Address/ }).fill(TRON);
    // Above main + profit: refused on the form, nothing asked of the server.
    await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('1000.01');
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await page.getByText('The amount is above what you can withdraw (1,000.00 USD).').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('textbox', { name: /Amount \(USD\)/ }).fill('400');
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('400.00 USD').waitFor();
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
    await toast(page, 'Withdrawal pending. Reviewing for security approval.').waitFor();
    await page.waitForURL('**/user/transaction/withdraw');

    const { rows: withdrawals } = await db().query(
      `SELECT t.id FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.kind = 'withdrawal'`,
      [account.email],
    );
    expect(withdrawals).toHaveLength(1);
    const id = withdrawals[0].id as string;
    const postings = await db().query(
      `SELECT a.kind, p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_request' ORDER BY a.kind`,
      [id],
    );
    expect(postings.rows).toEqual([
      { kind: 'main', amount: '-400.00' },
      { kind: 'withdrawal_hold', amount: '400.00' },
    ]);
    await expectAvailable(page, '600.00 USD', 'Main balance 600.00 USD + Profit 0.00 USD');

    await gql(admin.context.request, `mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Address failed screening") { id } }`, { id });
    await expectAvailable(page, '1,000.00 USD', 'Main balance 1,000.00 USD + Profit 0.00 USD');

    // The rejected withdrawal moved nothing: grey and without a sign, in the list and the details.
    await page.goto('/user/transaction/withdraw');
    const row = page.getByRole('listitem', { name: 'Withdrawal' });
    await row.getByText('rejected').waitFor();
    expect(await row.getByTestId('transaction-amount').textContent()).toBe('400.00 USD');
    await row.getByRole('button', { name: 'Details of Withdrawal' }).click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    expect(await details.getByTestId('transaction-details-amount').textContent()).toBe('400.00 USD');
    await details.getByText('Address failed screening').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows all seven month labels of the dashboard chart at 390 px, none cut or overlapping', async () => {
    const phone = await openPage(browser, PHONE);
    await signInByApi(phone.context, account);
    const { page } = phone;
    await page.goto('/user/dashboard');
    const chart = page.getByRole('region', { name: 'Balance overview' });
    await chart.locator('svg .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first().waitFor();
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-chart-390.png` });

    const layout = await chart.evaluate((card) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: el.textContent ?? '' };
      };
      const labels = [...card.querySelectorAll('svg .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(box);
      const yLabels = [...card.querySelectorAll('svg .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map(box);
      const svg = card.querySelector('.MuiChartsAxis-directionX')!.closest('svg')!.getBoundingClientRect();
      // What follows the chart (Net Growth, ROI, Active Since) must not be drawn over.
      const below = [...card.querySelectorAll('.MuiTypography-caption')].find((el) => el.textContent === 'Net Growth')!.getBoundingClientRect();
      return {
        card: box(card),
        svg: { left: svg.left, right: svg.right, bottom: svg.bottom },
        belowTop: below.top,
        labels,
        yLabels,
        viewport: window.innerWidth,
      };
    });
    expect(layout.viewport).toBe(390);
    expect(layout.labels).toHaveLength(7);
    for (const label of layout.labels) {
      expect(label.text).toMatch(/^[A-Z][a-z]{2}$/);
      // Not cut: inside the chart's own box and the card.
      expect(label.left).toBeGreaterThanOrEqual(layout.svg.left - 0.5);
      expect(label.right).toBeLessThanOrEqual(layout.svg.right + 0.5);
      expect(label.right).toBeLessThanOrEqual(layout.card.right);
      expect(label.bottom).toBeLessThanOrEqual(layout.svg.bottom + 0.5);
      expect(label.bottom).toBeLessThan(layout.belowTop);
    }
    for (let i = 1; i < layout.labels.length; i++) {
      // Not overlapping, with a little air between neighbours.
      expect(layout.labels[i].left - layout.labels[i - 1].right).toBeGreaterThan(2);
    }
    for (const label of layout.yLabels) expect(label.left).toBeGreaterThanOrEqual(layout.svg.left - 0.5);
  });
});
