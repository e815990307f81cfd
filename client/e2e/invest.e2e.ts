// Investing end to end: an investor funded by an approved deposit picks BASIC on /user/plans,
// enters the amount, confirms, and sees the main balance drop, the 'Investment - BASIC' row in
// the investment history and the money under Currently Invested on /user/investment.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { closeDb, launchBrowser, openPage, type TrackedPage } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/middleware/csrf-token')).json()) as { token: string }).token;
}

async function restPost(request: APIRequestContext, path: string, options: { data?: unknown; multipart?: Record<string, unknown> }) {
  const res = await request.post(path, { ...options, headers: { 'X-CSRF-Token': await csrfToken(request) } } as Parameters<APIRequestContext['post']>[1]);
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'X-CSRF-Token': await csrfToken(request), 'apollo-require-preflight': 'true' },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Funds the investor's main balance the way production does: a deposit the admin approves. */
async function fundByDeposit(investor: APIRequestContext, admin: APIRequestContext, amount: string) {
  const started = (await restPost(investor, '/api/insert/deposit_wallet', { data: { wallet: 'Crypto Wallet' } })) as { reference_id: string };
  const referenceId = started.reference_id;
  const wallets = (await (await investor.get('/api/fetch/wallets')).json()) as { data: Array<{ id: string; wallet_name: string }> };
  const tether = wallets.data.find((wallet) => wallet.wallet_name === 'Tether USDT')!;
  await restPost(investor, '/api/update/deposit_track', { data: { reference_id: referenceId, amount, wallet_id: tether.id } });
  const screenshot = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 24, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await restPost(investor, '/api/insert/new_deposit', {
    multipart: {
      reference_id: referenceId,
      tnx_id: `0x${randomBytes(32).toString('hex')}`,
      screenshot_file: { name: 'proof.png', mimeType: 'image/png', buffer: screenshot },
    },
  });

  const { adminDeposits } = await gql<{ adminDeposits: { nodes: { id: string; referenceId: string | null }[] } }>(
    admin,
    'query Pending { adminDeposits(status: PENDING, first: 100) { nodes { id referenceId } } }',
  );
  const deposit = adminDeposits.nodes.find((node) => node.referenceId === referenceId);
  expect(deposit, `deposit ${referenceId} in the admin queue`).toBeDefined();
  await gql(admin, 'mutation Approve($id: ID!) { approveDeposit(transactionId: $id) { id status } }', { id: deposit!.id });
}

describe('invest: plans, amount, confirmation and the investment page', () => {
  let browser: Browser;
  let investor: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    investor = await openPage(browser);
    const account = await createInvestor(investor.context, 'investor');
    await signInByApi(investor.context, account);
    const admin = await openPage(browser);
    await signInByApi(admin.context, E2E_ADMIN);
    await fundByDeposit(investor.context.request, admin.context.request, '1500');
    await admin.context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('invests 1,000 USD in BASIC through the three pages', async () => {
    const { page } = investor;
    const summary = page.getByRole('group', { name: 'Account summary' });

    // The plans, each a card; Invest Now selects BASIC.
    await page.goto('/user/plans');
    const basic = page.getByRole('article', { name: 'BASIC' });
    await basic.waitFor();
    await summary.getByText('1,500.00 USD').waitFor();
    const card = await basic.textContent();
    for (const text of ['4.00%', '2 Weeks', 'Min Deposit1,000.00 USD', 'Max Deposit4,999.00 USD', 'Capital ReturnEach Term', 'Total Return56.00%']) {
      expect(card).toContain(text);
    }
    await basic.getByRole('button', { name: 'Invest Now in BASIC' }).click();
    await toast(page, "Congrats, you've successfully selected an investment plan.").waitFor();
    await page.waitForURL('**/user/invest');

    // The amount, checked against the plan's range before anything is sent.
    await page.getByLabel('Investment step 1 of 2').waitFor();
    await page.getByRole('heading', { name: 'BASIC' }).waitFor();
    await page.getByText('Min: 1,000.00 USD · Max: 4,999.00 USD').waitFor();
    expect(await page.getByTestId('main-balance').textContent()).toBe('1,500.00 USD');
    const continueButton = page.getByRole('button', { name: 'Continue to Invest' });
    await continueButton.click();
    await toast(page, 'Please fill in all required fields').waitFor();
    await page.getByLabel('Amount (USD)').fill('999.99');
    await continueButton.click();
    await toast(page, 'Please enter an amount within the specified range').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/invest');
    await page.getByLabel('Amount (USD)').fill('1000');
    await continueButton.click();
    await toast(page, 'Congratulations! One last step required to complete your investment').waitFor();
    await page.waitForURL('**/user/invest/confirm_Investment');

    // The confirmation: BASIC pays 4% a day for 14 days, 560.00 on 1,000.00.
    await page.getByLabel('Investment step 2 of 2').waitFor();
    const review = page.getByRole('list', { name: 'Investment summary' });
    await review.waitFor();
    const reviewText = await review.textContent();
    for (const text of [
      'Plan NameBASIC',
      'Duration2 Weeks',
      'Daily Profit4.00%',
      'Payment AccountMain Balance',
      'Amount to Invest1,000.00 USD',
      'Total Profit to Earn560.00 USD',
      'Total Return1,560.00 USD',
      'Amount to Debit1,000.00 USD',
    ]) {
      expect(reviewText).toContain(text);
    }
    await page.getByText(/deducted from your Main Balance immediately/).waitFor();
    await page.getByRole('button', { name: 'Confirm & Proceed' }).click();
    await toast(page, 'Investment successful').waitFor();
    await page.waitForURL('**/user/transaction/investment');

    // The main balance drops at once and the history lists the investment.
    await summary.getByText('500.00 USD').waitFor();
    const row = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem', { name: 'Investment - BASIC', exact: true });
    await row.waitFor();
    expect(await row.textContent()).toContain('1,000.00');

    // The investment page shows the real figures.
    await page.goto('/user/investment');
    await page.getByTestId('currently-invested').getByText('1,000.00 USD').waitFor();
    expect(await page.getByTestId('approx-profit').textContent()).toBe('560.00 USD');
    const investment = page.getByRole('list', { name: 'My investments' }).getByRole('listitem', { name: 'BASIC' });
    await investment.waitFor();
    const investmentText = await investment.textContent();
    expect(investmentText).toContain('Day 0 of 14');
    expect(investmentText).toContain('0.00 USD of 560.00 USD');
    expect(investmentText).toContain('active');

    // With the selection used up, the confirmation is refused.
    await page.goto('/user/invest/confirm_Investment');
    await toast(page, 'No investment plan selected').waitFor();
    await page.waitForURL('**/user/plans');

    expect(investor.errors).toEqual([]);
  });
});
