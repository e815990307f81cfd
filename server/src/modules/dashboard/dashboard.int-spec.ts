import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';

const DAY = 24 * 60 * 60 * 1000;
const QUERY = `{ dashboard { totalDeposit totalDepositThisMonth totalWithdrawal totalProfit totalProfitThisMonth profit7d
  currentlyInvested approxProfit netGrowth roi activeSince monthly { month balance deposits withdrawals profits } } }`;

describe('dashboard figures (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('shows zeros without NaN for a new investor, then real figures after a deposit, an investment and accrual', async () => {
    const investor = await createInvestor(t);
    const { client: admin } = await createAdmin(t);
    const empty = await investor.client.gql<{ dashboard: Record<string, unknown> }>(QUERY);
    expect(empty.data?.dashboard).toMatchObject({
      totalDeposit: '0.00',
      totalProfit: '0.00',
      netGrowth: '0.0',
      roi: '0.0',
      activeSince: new Date().getUTCFullYear(),
    });
    expect((empty.data?.dashboard.monthly as unknown[]).length).toBe(7);

    const { id } = await submitDeposit(t, investor.client, '2000');
    await approveDeposit(admin, id);
    await investor.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await investor.client.post('/api/update/plan_selected', { amount: '1000', uniqId: 'BASIC' });
    await investor.client.post('/api/insert/finalize_investment', {});
    const invested = await investor.client.gql<{ dashboard: Record<string, string> }>(QUERY);
    expect(invested.data?.dashboard).toMatchObject({
      totalDeposit: '2000.00',
      totalDepositThisMonth: '2000.00',
      currentlyInvested: '1000.00',
      approxProfit: '560.00',
    });

    const { rows } = await t.db.query(`SELECT started_at FROM investments i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [investor.email]);
    await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, {
      now: new Date(new Date(rows[0].started_at).getTime() + 2 * DAY + 1000).toISOString(),
    });
    await admin.gql(`mutation { runAccrual }`);
    const after = await investor.client.gql<{ dashboard: Record<string, unknown> }>(QUERY);
    expect(after.data?.dashboard).toMatchObject({ totalProfit: '80.00', profit7d: '80.00', approxProfit: '480.00', netGrowth: '4.0', roi: '4.0' });
    const monthly = after.data?.dashboard.monthly as Array<Record<string, string>>;
    expect(monthly.at(-1)!.balance === '2080.00' || monthly.at(-2)!.balance === '2080.00').toBe(true);
    const me = await investor.client.gql<{ me: { profits7d: string; interest: string } }>(`{ me { profits7d interest } }`);
    expect(me.data?.me).toEqual({ profits7d: '80.00', interest: '80.00' });
  });
});
