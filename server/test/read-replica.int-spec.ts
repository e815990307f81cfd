import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import type { ApiClient } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';
import { creditProfit } from './factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

function urlFor(database: string): string {
  const url = new URL(process.env.TEST_PG_SERVER_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A copy of `source` as it is now: a replica that stopped replaying, the stalest a replica can be. */
async function snapshotOf(source: string): Promise<string> {
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  } finally {
    await admin.end();
  }
  return name;
}

function withdraw(client: ApiClient, amount: string) {
  return client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount });
}

/**
 * READ_DATABASE_URL: history, statements and dashboards read the replica; money movements, the
 * balances shown right after one and anything under a lock read the primary. The replica here is a
 * frozen copy of the primary, so every read shows which of the two it came from.
 */
describe('READ_DATABASE_URL (a read replica)', () => {
  let primary: string;
  let replica: string;
  let t: TestApp;
  let investor: ApiClient;
  let firstWithdrawal: string;

  beforeAll(async () => {
    primary = await createTestDatabase();
    // Before the snapshot: 100.00 profit and a pending withdrawal of 30.00.
    const before = await bootApp({ database: primary });
    const { client, email, user } = await createInvestor(before);
    await creditProfit(before, user.id, '100.00');
    firstWithdrawal = (await withdraw(client, '30.00')).body.data.id;
    await before.close();
    replica = await snapshotOf(primary);

    t = await bootApp({ database: primary, env: { READ_DATABASE_URL: urlFor(replica) } });
    investor = t.client();
    expect((await investor.login(email)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await dropTestDatabase(replica);
    await dropTestDatabase(primary);
  });

  it('moves money on the primary and shows the balance right after it from there; history, statement and dashboard come from the replica', async () => {
    // 70.00 on both; the primary alone gets 25.00 more, so only a balance read on the primary covers 80.00.
    await creditProfit(t, (await investor.get<{ data: { id: string } }>('/api/check-auth')).body.data.id, '25.00');
    const second = await withdraw(investor, '80.00');
    expect(second.status).toBe(200);
    expect((await investor.get<{ data: { interest: string } }>('/api/check-auth')).body.data.interest).toBe('15.00');
    // One transaction by id is what a screen shows right after moving it: the primary.
    const own = await investor.gql<{ transaction: { id: string; amount: string } }>(`query($id: ID!) { transaction(id: $id) { id amount } }`, {
      id: second.body.data.id,
    });
    expect(own.data?.transaction).toEqual({ id: second.body.data.id, amount: '80.00' });

    // The history list lags: the replica has the first withdrawal only.
    const history = await investor.gql<{ transactions: { totalCount: number; edges: Array<{ node: { id: string } }> } }>(
      `{ transactions(kind: WITHDRAWAL) { totalCount edges { node { id } } } }`,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.transactions).toEqual({ totalCount: 1, edges: [{ node: { id: firstWithdrawal } }] });

    // The statement too: 100.00 credited, 30.00 withdrawn, nothing since.
    const today = new Date().toISOString().slice(0, 10);
    const statement = await investor.gql<{ statement: { accounts: Array<{ account: string; closingBalance: string; movementCount: number }> } }>(
      `query($from: String!, $to: String!) { statement(from: $from, to: $to) { accounts { account closingBalance movementCount } } }`,
      { from: today, to: today },
    );
    expect(statement.errors).toBeUndefined();
    expect(statement.data!.statement.accounts.find((a) => a.account === 'profit')).toEqual({ account: 'profit', closingBalance: '70.00', movementCount: 2 });
  });

  it('decides a withdrawal under its lock on the primary, while the dashboard still shows the replica', async () => {
    const admin = (await createAdmin(t)).client;
    const approved = await admin.gql<{ approveWithdrawal: { status: string } }>(
      `mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0x0123456789abcdef") { status } }`,
      { id: firstWithdrawal },
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveWithdrawal.status).toBe('COMPLETED');
    const { rows } = await t.db.query(`SELECT status FROM transactions WHERE id = $1`, [firstWithdrawal]);
    expect(rows).toEqual([{ status: 'completed' }]);

    const dashboard = await investor.gql<{ dashboard: { totalWithdrawal: string } }>(`{ dashboard { totalWithdrawal } }`);
    expect(dashboard.errors).toBeUndefined();
    // Completed on the primary; the replica has not seen it.
    expect(dashboard.data!.dashboard.totalWithdrawal).toBe('0.00');
    expect((await investor.get<{ data: { total_withdrawal: string } }>('/api/check-auth')).body.data.total_withdrawal).toBe('30.00');
  });
});
