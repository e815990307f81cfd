// Daily profit end to end: an investor funded by an approved deposit invests 1,000 USD in BASIC;
// the admin moves the app clock (setClock) and runs the accrual; the investor sees each day's
// profit, the capital coming back at the end of the term, and the dashboard figures following.
// Production refuses setClock, so this file starts its own non-production server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, TrackedPage } from './support/browser';
import { createInvestor, signInByApi } from './support/accounts';
import { E2E_ADMIN, startServer, type StartedServer } from './support/server';

const DAY = 24 * 60 * 60 * 1000;

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

describe('daily profit, capital return and the dashboard', () => {
  let browser: Browser;
  let admin: TrackedPage;
  let investor: TrackedPage;
  let server: StartedServer;
  let pool: pg.Pool;
  const db = () => pool;

  beforeAll(async () => {
    server = await startServer({ nodeEnv: 'development' });
    pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    browser = await launchBrowser();
    admin = await openPage(browser, undefined, server.baseUrl);
    await signInByApi(admin.context, E2E_ADMIN);
    investor = await openPage(browser, undefined, server.baseUrl);
    const account = await createInvestor(investor.context, 'accrual');
    await signInByApi(investor.context, account);

    // Funded through the real flow: a deposit with a screenshot, approved by the admin.
    const request = investor.context.request;
    const { reference_id } = (await rest(request, '/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' })) as { reference_id: string };
    const wallets = (await (await request.get('/api/fetch/wallets')).json()) as { data: Array<{ id: string; asset: string }> };
    // USDT is quoted at par: no rate needed (RATE_PROVIDER is off here, so a BTC or ETH deposit would be refused).
    const usdt = wallets.data.find((wallet) => wallet.asset === 'USDT')!;
    await rest(request, '/api/update/deposit_track', { reference_id, amount: '1000', wallet_id: usdt.id });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const submitted = await request.post('/api/insert/new_deposit', {
      headers: { 'X-CSRF-Token': await csrf(request) },
      multipart: {
        reference_id,
        tnx_id: `0x${randomBytes(32).toString('hex')}`,
        screenshot_file: { name: 'proof.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    const { rows } = await db().query(`SELECT id FROM transactions WHERE reference_id = $1`, [reference_id]);
    await gql(admin.context.request, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id: rows[0].id });

    await rest(request, '/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await rest(request, '/api/update/plan_selected', { amount: '1000', planId: 'BASIC', uniqId: 'BASIC' });
    await rest(request, '/api/insert/finalize_investment', {});
    startedAt = Date.now();
  });

  let startedAt: number;

  afterAll(async () => {
    await browser?.close();
    await pool?.end();
    await server?.stop();
  });

  /** The admin moves the app clock to `ms` after the investment started, then runs the accrual. */
  async function accrueAfter(ms: number): Promise<number> {
    const now = new Date(startedAt + ms).toISOString();
    const moved = await gql<{ setClock: string }>(admin.context.request, `mutation($now: DateTime!) { setClock(now: $now) }`, { now });
    expect(Math.abs(Date.parse(moved.setClock) - Date.parse(now))).toBeLessThan(5_000);
    return (await gql<{ runAccrual: number }>(admin.context.request, `mutation { runAccrual }`)).runAccrual;
  }

  it('shows three daily profits after three days, on the history and the dashboard', async () => {
    const { page } = investor;
    await page.goto('/user/dashboard');
    await page.getByText('Total Profit Earned').first().waitFor();

    expect(await accrueAfter(3 * DAY + 60_000)).toBeGreaterThanOrEqual(3);

    await page.goto('/user/transaction/investment');
    await page.getByText('Profit - BASIC').first().waitFor();
    expect(await page.getByText('Profit - BASIC').count()).toBe(3);
    expect(await page.getByText('Investment - BASIC').count()).toBe(1);

    await page.goto('/user/dashboard');
    await page.getByText('120.00').first().waitFor(); // 3 × 40.00
    await page.goto('/user/investment');
    await page.getByText('Currently Invested').waitFor();
    await page.getByText('1,000.00').first().waitFor();
    await page.getByText('440.00').first().waitFor(); // 560.00 promised − 120.00 credited
    expect(investor.errors).toEqual([]);
  });

  it('returns the capital at the end of the term with exactly the promised profit', async () => {
    const { page } = investor;
    await accrueAfter(15 * DAY);
    await page.goto('/user/transaction/investment');
    await page.getByText('Capital Return - BASIC').waitFor();
    expect(await page.getByText('Profit - BASIC').count()).toBe(14);
    const me = (await (await investor.context.request.get('/api/check-auth')).json()) as { data: Record<string, string> };
    expect(me.data).toMatchObject({ balance: '1000.00', interest: '560.00' });
    await page.goto('/user/withdraw');
    await page.getByText('560.00').first().waitFor();
    const { rows } = await db().query(`SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_postings`);
    expect(rows[0].total).toBe('0.00');
    expect(investor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
