import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import type { ApiClient } from '../../../test/helpers/api-client';
import { verifyLedger } from '../ledger/ledger-verifier';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const DAY = 24 * 60 * 60 * 1000;

const OVERVIEW = `query {
  adminOverview {
    pendingDeposits pendingWithdrawals pendingKyc heldForUsers ledgerBalanced
    userAccounts { kind balance accounts }
    platformAccounts { kind balance accounts }
    depositsToday { amount count } depositsMonth { amount count }
    payoutsToday { amount count } payoutsMonth { amount count }
    lastAccrualRun { ranAt throughDay investments credits total }
  }
}`;

interface Overview {
  pendingDeposits: number;
  pendingWithdrawals: number;
  pendingKyc: number;
  heldForUsers: string;
  ledgerBalanced: boolean;
  userAccounts: Array<{ kind: string; balance: string; accounts: number }>;
  platformAccounts: Array<{ kind: string; balance: string; accounts: number }>;
  depositsToday: { amount: string; count: number };
  depositsMonth: { amount: string; count: number };
  payoutsToday: { amount: string; count: number };
  payoutsMonth: { amount: string; count: number };
  lastAccrualRun: { ranAt: string; throughDay: string | null; investments: number; credits: number; total: string } | null;
}

describe('adminOverview (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const overview = async () => {
    const res = await admin.gql<{ adminOverview: Overview }>(OVERVIEW);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.adminOverview;
  };

  async function funded(amount: string) {
    const investor = await createInvestor(t);
    const { id } = await submitDeposit(t, investor.client, amount);
    expect((await approveDeposit(admin, id)).errors).toBeUndefined();
    return investor;
  }

  async function withdraw(client: ApiClient, amount: string): Promise<string> {
    const res = await client.post<{ data?: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount,
    });
    if (res.status !== 200 || !res.body.data) throw new Error(JSON.stringify(res.body));
    return res.body.data.id;
  }

  it('answers the hand-computed figures after deposits, withdrawals, an investment and an accrual run', async () => {
    const before = await overview();
    expect(before).toMatchObject({
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      pendingKyc: 0,
      heldForUsers: '0.00',
      lastAccrualRun: null,
      ledgerBalanced: true,
    });
    expect(before.depositsToday).toEqual({ amount: '0.00', count: 0 });

    const alice = await funded('1000.00');
    const bob = await funded('1500.50');
    const carol = await createInvestor(t);
    await submitDeposit(t, carol.client, '700.00'); // stays pending

    const paid = await withdraw(alice.client, '300.25');
    const decided = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "payout-0001-overview") { id } }`, { id: paid });
    expect(decided.errors).toBeUndefined();
    await withdraw(bob.client, '100.00'); // stays pending, held

    await bob.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await bob.client.post('/api/update/plan_selected', { amount: '1000.00', uniqId: 'BASIC' });
    expect((await bob.client.post('/api/insert/finalize_investment', {})).status).toBe(200);

    await t.db.query(`INSERT INTO kyc_requests (user_id, document_type, document_front, selfie) VALUES ($1, 'passport', 'front.webp', 'selfie.webp')`, [
      carol.user.id,
    ]);

    // Two whole days of BASIC (4% a day of 1000.00 = 40.00) for the one investment.
    const { rows } = await t.db.query(`SELECT started_at FROM investments WHERE user_id = $1`, [bob.user.id]);
    const startedAt = new Date(rows[0].started_at);
    expect(
      (await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(startedAt.getTime() + 2 * DAY + 1000).toISOString() })).errors,
    ).toBeUndefined();
    expect((await admin.gql<{ runAccrual: number }>(`mutation { runAccrual }`)).data?.runAccrual).toBe(2);

    const o = await overview();
    expect(o).toMatchObject({ pendingDeposits: 1, pendingWithdrawals: 1, pendingKyc: 1, ledgerBalanced: true });
    // Deposits 1000.00 + 1500.50; one payout of 300.25 (the pending 100.00 is no payout).
    expect(o.depositsToday).toEqual({ amount: '2500.50', count: 2 });
    expect(o.depositsMonth).toEqual({ amount: '2500.50', count: 2 });
    expect(o.payoutsToday).toEqual({ amount: '300.25', count: 1 });
    expect(o.payoutsMonth).toEqual({ amount: '300.25', count: 1 });
    // alice: main 1000.00 − 300.25 = 699.75. bob: main 1500.50 − 1000.00 invested − 100.00 held = 400.50, profit 80.00.
    const kinds = Object.fromEntries(o.userAccounts.map((k) => [k.kind, k.balance]));
    expect(kinds).toMatchObject({ main: '1100.25', invested: '1000.00', profit: '80.00', withdrawal_hold: '100.00' });
    expect(o.heldForUsers).toBe('2280.25');
    const lastDay = new Date(startedAt.getTime() + 2 * DAY).toISOString().slice(0, 10);
    expect(o.lastAccrualRun).toMatchObject({ investments: 1, credits: 2, total: '80.00', throughDay: lastDay });

    // The user side equals the ledger, account by account; the platform's accounts balance it to zero.
    const ledger = await t.db.query(
      `SELECT kind, sum(balance)::text AS balance, count(*)::int AS accounts FROM ledger_accounts WHERE user_id IS NOT NULL GROUP BY kind ORDER BY kind`,
    );
    expect(o.userAccounts).toEqual(ledger.rows);
    const { rows: total } = await t.db.query(`SELECT (sum(balance) FILTER (WHERE user_id IS NULL))::numeric(20,2)::text AS platform FROM ledger_accounts`);
    const platformSum = o.platformAccounts.reduce((cents, k) => cents + BigInt(k.balance.replace('.', '')), 0n);
    expect(platformSum).toBe(BigInt(total[0].platform.replace('.', '')));
    expect(platformSum).toBe(-BigInt(o.heldForUsers.replace('.', '')));
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('records a run that found nothing to do', async () => {
    expect((await admin.gql<{ runAccrual: number }>(`mutation { runAccrual }`)).data?.runAccrual).toBe(0);
    expect((await overview()).lastAccrualRun).toMatchObject({ investments: 0, credits: 0, total: '0.00', throughDay: null });
  });

  it('refuses investors and the signed out', async () => {
    const { client } = await createInvestor(t);
    expect((await client.gql(OVERVIEW)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.client().gql(OVERVIEW)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
