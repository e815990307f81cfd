import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient, createAdmin, createInvestor } from '../../../test/factories/users';
import { expectGqlError } from '../../../test/helpers/safe-error';

interface AuditRow {
  actor_id: string;
  actor_role: string;
  action: string;
  details: { uniqId: string; before: Record<string, unknown> | null; after: Record<string, unknown> };
  ip: string | null;
}

const FIELDS = 'uniqId title dailyInterest termDays min max capitalReturn active';

// One app per file: passport keeps its (de)serializers in a process-wide instance.
describe('plan changes in the audit log, and bad input', () => {
  let t: TestApp;
  let admin: ApiClient;
  let adminId: string;
  beforeAll(async () => {
    t = await bootApp();
    const created = await createAdmin(t);
    admin = created.client;
    adminId = created.user.id;
  });
  afterAll(() => t.close());

  const plansRow = async (uniqId: string) => (await t.db.query(`SELECT * FROM plans WHERE uniq_id = $1`, [uniqId])).rows[0];
  const audits = async (uniqId: string): Promise<AuditRow[]> =>
    (await t.db.query(`SELECT actor_id, actor_role, action, details, ip FROM audit_log WHERE details->>'uniqId' = $1 ORDER BY id`, [uniqId])).rows;
  const planCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM plans`)).rows[0].n as number;
  const auditCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'plan.%'`)).rows[0].n as number;

  it('records create, update, deactivate and activate with the admin, the terms before and after, and the IP', async () => {
    const created = await admin.gql(
      `mutation { createPlan(input: { uniqId: "AUDITED", title: " Audited ", dailyInterest: "2.5", termDays: 14, min: "100.00", max: "900.00" }) { ${FIELDS} } }`,
    );
    expect(created.errors).toBeUndefined();
    const updated = await admin.gql(`mutation { updatePlan(uniqId: "AUDITED", input: { dailyInterest: "3.25", max: "1500.00" }) { ${FIELDS} } }`);
    expect(updated.data?.updatePlan).toMatchObject({ dailyInterest: '3.25', max: '1500.00', min: '100.00', title: 'Audited' });
    await admin.gql(`mutation { setPlanActive(uniqId: "AUDITED", active: false) { active } }`);
    await admin.gql(`mutation { setPlanActive(uniqId: "AUDITED", active: true) { active } }`);

    const first = {
      uniqId: 'AUDITED',
      title: 'Audited',
      dailyInterest: '2.50',
      termDays: 14,
      min: '100.00',
      max: '900.00',
      capitalReturn: 'Each Term',
      active: true,
    };
    const edited = { ...first, dailyInterest: '3.25', max: '1500.00' };
    const rows = await audits('AUDITED');
    expect(rows.map((r) => [r.action, r.details.before, r.details.after])).toEqual([
      ['plan.created', null, first],
      ['plan.updated', first, edited],
      ['plan.deactivated', edited, { ...edited, active: false }],
      ['plan.activated', { ...edited, active: false }, edited],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: adminId, actor_role: 'admin' });
      expect(row.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    }
    // The console's audit page reads the same entries through auditLog, filtered by action.
    const page = await admin.gql<{ auditLog: { nodes: Array<{ action: string; actor: { id: string }; details: string }> } }>(
      `{ auditLog(first: 5, action: "plan.updated") { nodes { action actor { id } details } } }`,
    );
    expect(page.data?.auditLog.nodes[0]).toMatchObject({ action: 'plan.updated', actor: { id: adminId } });
    expect(JSON.parse(page.data!.auditLog.nodes[0].details)).toEqual({ uniqId: 'AUDITED', before: first, after: edited });
  });

  it.each<[string, string, string, string | undefined]>([
    ['an unknown uniqId', `updatePlan(uniqId: "NOPE_42", input: { title: "X" }) { id }`, 'NOT_FOUND', undefined],
    ['a malformed uniqId', `updatePlan(uniqId: "basic; drop", input: { title: "X" }) { id }`, 'BAD_USER_INPUT', 'uniqId'],
    ['an overlong uniqId', `setPlanActive(uniqId: "${'A'.repeat(500)}", active: false) { id }`, 'BAD_USER_INPUT', 'uniqId'],
    ['a NUL byte in the uniqId', `setPlanActive(uniqId: "BA\\u0000SIC", active: false) { id }`, 'BAD_USER_INPUT', undefined],
    ['a NUL byte in a title', `updatePlan(uniqId: "BASIC", input: { title: "Ba\\u0000sic" }) { id }`, 'BAD_USER_INPUT', undefined],
    ['a blank title', `updatePlan(uniqId: "BASIC", input: { title: "   " }) { id }`, 'BAD_USER_INPUT', 'title'],
    ['a title over 50 characters', `updatePlan(uniqId: "BASIC", input: { title: "${'T'.repeat(51)}" }) { id }`, 'BAD_USER_INPUT', 'title'],
    ['a rate with 5 decimals', `updatePlan(uniqId: "BASIC", input: { dailyInterest: "1.00001" }) { id }`, 'BAD_USER_INPUT', 'dailyInterest'],
    ['a zero rate', `updatePlan(uniqId: "BASIC", input: { dailyInterest: "0" }) { id }`, 'BAD_USER_INPUT', 'dailyInterest'],
    ['a term of 0 days', `updatePlan(uniqId: "BASIC", input: { termDays: 0 }) { id }`, 'BAD_USER_INPUT', 'termDays'],
    ['a max below the stored min', `updatePlan(uniqId: "BASIC", input: { max: "10.00" }) { id }`, 'BAD_USER_INPUT', 'max'],
    ['a malformed amount', `updatePlan(uniqId: "BASIC", input: { min: "1e5" }) { id }`, 'GRAPHQL_VALIDATION_FAILED', undefined],
    ['a negative min', `updatePlan(uniqId: "BASIC", input: { min: "-5.00" }) { id }`, 'BAD_USER_INPUT', 'min'],
    [
      'a lower-case uniqId on create',
      `createPlan(input: { uniqId: "lower", title: "X", dailyInterest: "1", termDays: 1, min: "1.00", max: "2.00" }) { id }`,
      'BAD_USER_INPUT',
      'uniqId',
    ],
    [
      'an existing uniqId on create',
      `createPlan(input: { uniqId: "BASIC", title: "X", dailyInterest: "1", termDays: 1, min: "1.00", max: "2.00" }) { id }`,
      'CONFLICT',
      'uniqId',
    ],
  ])('refuses %s with a 4xx naming the field, and changes nothing', async (_what, mutation, code, field) => {
    const basic = await plansRow('BASIC');
    const [plans, audited] = [await planCount(), await auditCount()];
    const res = await admin.gql(`mutation { ${mutation} }`);
    expectGqlError(res, code);
    expect(res.data ?? null).toBeNull();
    if (field) expect((res.errors![0].extensions as { field?: string }).field).toBe(field);
    expect(await plansRow('BASIC')).toEqual(basic);
    expect(await planCount()).toBe(plans);
    expect(await auditCount()).toBe(audited);
  });

  it('answers the clear messages a form shows', async () => {
    const messages = async (mutation: string) => (await admin.gql(`mutation { ${mutation} }`)).errors?.map((e) => e.message);
    expect(await messages(`updatePlan(uniqId: "NOPE_42", input: { title: "X" }) { id }`)).toEqual(['No plan has the uniqId NOPE_42.']);
    expect(await messages(`updatePlan(uniqId: "BASIC", input: { max: "10.00" }) { id }`)).toEqual(['max must be at least min']);
    expect(await messages(`updatePlan(uniqId: "BASIC", input: { title: "  " }) { id }`)).toEqual(['title must not be empty']);
    expect(await messages(`setPlanActive(uniqId: "x", active: true) { id }`)).toEqual(['uniqId must be 2 to 32 capital letters, digits or underscores']);
    // A malformed amount in variables, as the console sends it.
    const res = await admin.gql(`mutation($input: UpdatePlanInput!) { updatePlan(uniqId: "BASIC", input: $input) { id } }`, { input: { min: '12,50' } });
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(/Money must be a string with at most 2 decimals/);
  });

  it('is refused signed out and to an investor, and records nothing', async () => {
    const audited = await auditCount();
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expectGqlError(await anonymous.gql(`mutation { setPlanActive(uniqId: "BASIC", active: false) { id } }`), 'UNAUTHENTICATED');
    expectGqlError(await anonymous.gql(`{ adminPlans { id } }`), 'UNAUTHENTICATED');
    const { client: investor } = await createInvestor(t);
    expectGqlError(await investor.gql(`mutation { updatePlan(uniqId: "BASIC", input: { title: "Mine" }) { id } }`), 'FORBIDDEN');
    expectGqlError(await investor.gql(`{ adminPlans { id } }`), 'FORBIDDEN');
    expect((await plansRow('BASIC')).active).toBe(true);
    expect(await auditCount()).toBe(audited);
  });
});
