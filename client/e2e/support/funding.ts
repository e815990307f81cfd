// Arrange accounts with money over the API: an investor registered in a language, a deposit
// submitted with a screenshot and approved by the admin (what the deposit pages and the console
// do, without walking them).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { db, uniqueEmail } from './browser';
import type { Credentials } from './accounts';

async function csrf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/middleware/csrf-token')).json()) as { token: string }).token;
}

async function rest(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const res = await request.post(path, { data, headers: { 'X-CSRF-Token': await csrf(request) } });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

export async function gql<T>(request: APIRequestContext, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { 'X-CSRF-Token': await csrf(request) } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Registers an investor who signed up in `locale` (User.locale) and signs `context` in as them. */
export async function registerInLanguage(context: BrowserContext, locale: string, prefix: string): Promise<Credentials> {
  const email = uniqueEmail(prefix);
  const account = { email, password: 'a passphrase in any language', username: `l_${email.split('@')[0].split('.').pop()}`, fullName: 'Lina Investor' };
  await rest(context.request, '/api/account/register', { ...account, locale });
  await rest(context.request, '/api/account/login', { email: account.email, password: account.password });
  return account;
}

/** A deposit of `amount` USD by the signed-in `investor`, submitted with a screenshot and approved by the signed-in `admin`. */
export async function approvedDeposit(investor: BrowserContext, admin: BrowserContext, amount: string): Promise<void> {
  const id = await submittedDeposit(investor, amount);
  await gql(admin.request, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id });
}

/** A deposit of `amount` USD in USDT by the signed-in `investor`, quoted and submitted with a screenshot: it waits in the admin's queue. Its transaction id. */
export async function submittedDeposit(investor: BrowserContext, amount: string): Promise<string> {
  const request = investor.request;
  const { reference_id } = (await rest(request, '/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' })) as { reference_id: string };
  const wallets = (await (await request.get('/api/fetch/wallets')).json()) as { data: Array<{ id: string; asset: string }> };
  // USDT is quoted at par: no rate needed (RATE_PROVIDER is off here, so a BTC or ETH deposit would be refused).
  const usdt = wallets.data.find((wallet) => wallet.asset === 'USDT')!;
  await rest(request, '/api/update/deposit_track', { reference_id, amount, wallet_id: usdt.id });
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
  if (!submitted.ok()) throw new Error(`new_deposit answered ${submitted.status()}: ${await submitted.text()}`);
  const { rows } = await db().query<{ id: string }>(`SELECT id FROM transactions WHERE reference_id = $1`, [reference_id]);
  return rows[0].id;
}
