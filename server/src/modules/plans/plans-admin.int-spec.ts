import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';

// One app per file: passport keeps its (de)serializers in a process-wide instance.
describe('admin plan management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('creates, edits and deactivates plans; existing investments keep their terms; investors are refused', async () => {
    const { client: admin } = await createAdmin(t);
    const created = await admin.gql<{ createPlan: { uniqId: string; totalReturn: string; termWeeks: number } }>(
      `mutation { createPlan(input: { uniqId: "STARTER", title: "STARTER", dailyInterest: "1.5", termDays: 10, min: "500.00", max: "900.00" }) { uniqId totalReturn termWeeks } }`,
    );
    expect(created.data?.createPlan).toEqual({ uniqId: 'STARTER', totalReturn: '15.00', termWeeks: 1.43 });
    const dup = await admin.gql(
      `mutation { createPlan(input: { uniqId: "STARTER", title: "X", dailyInterest: "1", termDays: 1, min: "1.00", max: "2.00" }) { id } }`,
    );
    expect(dup.errors?.[0].extensions?.code).toBe('CONFLICT');
    const bad = await admin.gql(
      `mutation { createPlan(input: { uniqId: "BAD", title: "X", dailyInterest: "1", termDays: 1, min: "5.00", max: "2.00" }) { id } }`,
    );
    expect(bad.errors?.[0].message).toBe('max must be at least min');

    const { client, email } = await createInvestor(t);
    const { id } = await submitDeposit(t, client, '900');
    await approveDeposit(admin, id);
    await client.post('/api/fetch/plan_eligibility', { uniqId: 'STARTER' });
    await client.post('/api/update/plan_selected', { amount: '600', uniqId: 'STARTER' });
    expect((await client.post('/api/insert/finalize_investment', {})).status).toBe(200);

    const edited = await admin.gql<{ updatePlan: { dailyInterest: string } }>(
      `mutation { updatePlan(uniqId: "STARTER", input: { dailyInterest: "3" }) { dailyInterest } }`,
    );
    expect(edited.data?.updatePlan.dailyInterest).toBe('3.00');
    const { rows } = await t.db.query(
      `SELECT daily_interest::text, total_profit::text FROM investments i JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ daily_interest: '1.5000', total_profit: '90.00' }]);

    await admin.gql(`mutation { setPlanActive(uniqId: "STARTER", active: false) { active } }`);
    const plans = await t.client().get<{ data: Array<{ uniqId: string }> }>('/api/fetch/fetch_plans');
    expect(plans.body.data.map((p) => p.uniqId)).not.toContain('STARTER');
    expect((await client.post('/api/fetch/plan_eligibility', { uniqId: 'STARTER' })).status).toBe(404);
    expect((await client.gql(`mutation { setPlanActive(uniqId: "BASIC", active: false) { active } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
