import type { PoolClient } from 'pg';
import { hashApiToken, hintOf, newApiToken } from '../src/modules/api-tokens/api-token-secret';
import { bootApp, TestApp } from './helpers/test-app';
import type { ApiClient, GqlResponse } from './helpers/api-client';
import { createAdmin, createInvestor, createSupport } from './factories/users';
import { creditProfit } from './factories/money';
import { stepUp } from './factories/step-up';

const GRANT_FIELDS = 'id userId role fromRole status requestedBy decidedBy rejectionReason expiresAt';
const REQUEST_GRANT = `mutation($userId: ID!, $role: UserRole!, $reason: String!) { requestRoleGrant(userId: $userId, role: $role, reason: $reason) { ${GRANT_FIELDS} } }`;
const APPROVE_GRANT = `mutation($id: ID!) { approveRoleGrant(id: $id) { ${GRANT_FIELDS} } }`;
const REJECT_GRANT = `mutation($id: ID!, $reason: String!) { rejectRoleGrant(id: $id, reason: $reason) { ${GRANT_FIELDS} } }`;
const GRANTS = `query($status: RoleGrantStatus, $userId: ID) { roleGrantRequests(status: $status, userId: $userId) { nodes { ${GRANT_FIELDS} } } }`;
const SET_ROLE = `mutation($id: ID!, $role: UserRole!, $reason: String!) { setUserRole(userId: $id, role: $role, reason: $reason) { id role } }`;
const FREEZE = `mutation($id: ID!) { freezeUser(userId: $id, reason: "Takeover suspected") { id frozen } }`;
const REQUEST_CORRECTION = `mutation($userId: ID!) { requestBalanceCorrection(userId: $userId, account: MAIN, amount: "25.00", reason: "Lost deposit") { id status } }`;
const APPROVE_CORRECTION = `mutation($id: ID!) { approveBalanceCorrection(id: $id) { id status } }`;
const APPROVE_WITHDRAWAL = `mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id status approvals approvalsRequired firstApproverId } }`;
const ADMIN_READ = `{ adminUsers(first: 1) { pageInfo { hasNextPage } } }`;

interface Grant {
  id: string;
  userId: string;
  role: string;
  fromRole: string;
  status: string;
  requestedBy: string;
  decidedBy: string | null;
  rejectionReason: string | null;
  expiresAt: string;
}
type Staff = { client: ApiClient; user: { id: string }; email: string };

/** The error's kind (extensions.code) and the module's own code (extensions.reason). */
const failure = (res: GqlResponse<unknown>) => ({ code: res.errors?.[0]?.extensions?.code, reason: res.errors?.[0]?.extensions?.reason });

/**
 * Staff cannot take over accounts, and one admin can never act as two (issue 24): granting power takes
 * two admins, every maker-checker decision counts only the roles people hold when it completes, and two
 * admins demoting each other at once always leave one. Each test performs the attack on real Postgres.
 */
describe('four eyes on staff power (real Postgres, real HTTP)', () => {
  let t: TestApp;
  let a: Staff;
  let b: Staff;
  let c: Staff;

  beforeAll(async () => {
    t = await bootApp({ env: { KYC_REQUIRED_ABOVE_USD: '999999999.99' } });
    [a, b, c] = [await createAdmin(t), await createAdmin(t), await createAdmin(t)];
    for (const staff of [a, b, c]) {
      await staff.client.fetchCsrf();
      await stepUp(staff.client);
    }
  });
  afterAll(() => t?.close());

  const roleOf = async (id: string) => (await t.db.query<{ role: string }>(`SELECT role FROM users WHERE id = $1`, [id])).rows[0].role;
  const setRoleInDb = (id: string, role: string) =>
    t.db.query(`UPDATE users SET role = $2, frozen_at = NULL, frozen_reason = NULL, frozen_by = NULL WHERE id = $1`, [id, role]);
  const requestGrant = (by: Staff, userId: string, role = 'ADMIN', reason = 'New operations lead') =>
    by.client.gql<{ requestRoleGrant: Grant }>(REQUEST_GRANT, { userId, role, reason });
  const approveGrant = (by: Staff, id: string) => by.client.gql<{ approveRoleGrant: Grant }>(APPROVE_GRANT, { id });
  const signedIn = async () => {
    const investor = await createInvestor(t);
    await investor.client.fetchCsrf();
    return investor;
  };
  /** A second, separate session of the same person. */
  const secondSession = async (staff: Staff) => {
    const client = t.client();
    expect((await client.login(staff.email)).status).toBe(200);
    await client.fetchCsrf();
    await stepUp(client);
    return client;
  };
  /** An admin:write (and every other scope) token of `userId`, written as the service writes one, so this file does not depend on how tokens are minted. */
  const bearerOf = async (userId: string) => {
    const token = newApiToken();
    await t.db.query(`INSERT INTO api_tokens (user_id, name, scopes, token_hash, hint) VALUES ($1, 'script', $2, $3, $4)`, [
      userId,
      ['read', 'write', 'admin:read', 'admin:write'],
      hashApiToken(token),
      hintOf(token),
    ]);
    const client = t.client();
    return <T>(query: string, variables?: Record<string, unknown>) => client.gql<T>(query, variables, { headers: { authorization: `Bearer ${token}` } });
  };

  /**
   * Holds `userId`'s row as a concurrent demotion does (updated, not yet committed), runs `act` (which passes the guard:
   * the committed row still says admin), waits until it blocks on that row, then commits the demotion. Answers `act`'s result.
   */
  async function demotedWhileActing<T>(userId: string, act: () => Promise<T>): Promise<T> {
    const held: PoolClient = await t.db.connect();
    try {
      await held.query('BEGIN');
      await held.query(`UPDATE users SET role = 'investor' WHERE id = $1`, [userId]);
      let settled = false;
      const result = act().finally(() => (settled = true));
      for (let i = 0; i < 200 && !settled; i++) {
        const { rows } = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
          [(await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid],
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await held.query('COMMIT');
      return await result;
    } catch (error) {
      await held.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      held.release();
    }
  }

  /** Waits until `n` other backends wait for a lock. */
  async function waiters(n: number, exceptPid: number): Promise<void> {
    for (let i = 0; i < 400; i++) {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
        [exceptPid],
      );
      if (rows[0].n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${n} requests never queued for the lock`);
  }

  describe('role grants', () => {
    it('a grant is a request: it gives no power until a different admin approves it; both steps are audited', async () => {
      const target = await signedIn();
      const asked = await requestGrant(a, target.user.id);
      expect(asked.errors).toBeUndefined();
      expect(asked.data!.requestRoleGrant).toMatchObject({
        userId: target.user.id,
        role: 'ADMIN',
        fromRole: 'INVESTOR',
        status: 'PENDING',
        requestedBy: a.user.id,
      });
      const id = asked.data!.requestRoleGrant.id;
      // Pending moves nothing: the target is still an investor and is refused the console.
      expect(await roleOf(target.user.id)).toBe('investor');
      expect(failure(await target.client.gql(ADMIN_READ)).code).toBe('FORBIDDEN');
      // The other admins see it waiting.
      const pending = await b.client.gql<{ roleGrantRequests: { nodes: Grant[] } }>(GRANTS, { status: 'PENDING', userId: target.user.id });
      expect(pending.data!.roleGrantRequests.nodes.map((g) => g.id)).toEqual([id]);
      // A second request for the same user waits for the first.
      expect(failure(await requestGrant(c, target.user.id, 'SUPPORT'))).toEqual({ code: 'CONFLICT', reason: 'ROLE_GRANT_ALREADY_PENDING' });
      expect(failure(await requestGrant(c, target.user.id, 'INVESTOR'))).toEqual({ code: 'BAD_USER_INPUT', reason: 'ROLE_GRANT_NOT_A_GRANT' });
      expect(failure(await requestGrant(c, c.user.id, 'ADMIN'))).toEqual({ code: 'FORBIDDEN', reason: 'ROLE_GRANT_OWN_ROLE' });

      const approved = await approveGrant(b, id);
      expect(approved.errors).toBeUndefined();
      expect(approved.data!.approveRoleGrant).toMatchObject({ status: 'APPROVED', decidedBy: b.user.id });
      expect(await roleOf(target.user.id)).toBe('admin');
      expect((await target.client.gql(ADMIN_READ)).errors).toBeUndefined();
      expect(failure(await approveGrant(c, id))).toEqual({ code: 'CONFLICT', reason: 'ROLE_GRANT_ALREADY_DECIDED' });

      const audit = await t.db.query(
        `SELECT actor_id, action, details->>'grantId' AS grant FROM audit_log WHERE subject_user_id = $1 AND action IN ('role_grant.requested', 'role_grant.approved', 'user.role_changed') ORDER BY id`,
        [target.user.id],
      );
      expect(audit.rows).toEqual([
        { actor_id: a.user.id, action: 'role_grant.requested', grant: id },
        { actor_id: b.user.id, action: 'role_grant.approved', grant: id },
        { actor_id: b.user.id, action: 'user.role_changed', grant: id },
      ]);
      await setRoleInDb(target.user.id, 'investor');
    });

    it('giving power in one step is refused: setUserRole only takes power away', async () => {
      const target = await signedIn();
      for (const role of ['ADMIN', 'SUPPORT']) {
        expect(failure(await a.client.gql(SET_ROLE, { id: target.user.id, role, reason: 'Promote me a friend' }))).toEqual({
          code: 'FORBIDDEN',
          reason: 'ROLE_GRANT_NEEDS_APPROVAL',
        });
      }
      expect(await roleOf(target.user.id)).toBe('investor');
      // Taking power away stays one step.
      await setRoleInDb(target.user.id, 'admin');
      const down = await a.client.gql<{ setUserRole: { role: string } }>(SET_ROLE, { id: target.user.id, role: 'SUPPORT', reason: 'Read only now' });
      expect(down.data?.setUserRole.role).toBe('SUPPORT');
    });

    it('the requester cannot approve their own request, from another session or an API token either', async () => {
      const target = await signedIn();
      const id = (await requestGrant(a, target.user.id)).data!.requestRoleGrant.id;
      expect(failure(await approveGrant(a, id))).toEqual({ code: 'FORBIDDEN', reason: 'ROLE_GRANT_OWN_REQUEST' });
      const other = await secondSession(a);
      expect(failure(await other.gql(APPROVE_GRANT, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'ROLE_GRANT_OWN_REQUEST' });
      expect(await roleOf(target.user.id)).toBe('investor');
      // The requester may withdraw it.
      const withdrawn = await a.client.gql<{ rejectRoleGrant: Grant }>(REJECT_GRANT, { id, reason: 'Asked by mistake' });
      expect(withdrawn.data!.rejectRoleGrant).toMatchObject({ status: 'REJECTED', rejectionReason: 'Asked by mistake' });
    });

    it('a signed-in admin session without a recent step-up cannot request or approve a grant (a stolen cookie alone grants nothing)', async () => {
      const target = await signedIn();
      const fresh = t.client();
      expect((await fresh.login(b.email)).status).toBe(200);
      await fresh.fetchCsrf();
      expect(failure(await fresh.gql(REQUEST_GRANT, { userId: target.user.id, role: 'ADMIN', reason: 'Cookie only' }))).toEqual({
        code: 'FORBIDDEN',
        reason: 'STEP_UP_REQUIRED',
      });
      const id = (await requestGrant(a, target.user.id)).data!.requestRoleGrant.id;
      expect(failure(await fresh.gql(APPROVE_GRANT, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' });
      await stepUp(fresh);
      expect((await fresh.gql<{ approveRoleGrant: Grant }>(APPROVE_GRANT, { id })).data?.approveRoleGrant.status).toBe('APPROVED');
      await setRoleInDb(target.user.id, 'investor');
    });

    it('an admin:write API token cannot grant roles at all (request, approve, or setUserRole)', async () => {
      const target = await signedIn();
      const tokenOfA = await bearerOf(a.user.id);
      const tokenOfB = await bearerOf(b.user.id);
      expect(failure(await tokenOfA(REQUEST_GRANT, { userId: target.user.id, role: 'ADMIN', reason: 'Script' }))).toEqual({
        code: 'FORBIDDEN',
        reason: 'SESSION_REQUIRED',
      });
      expect(failure(await tokenOfA(SET_ROLE, { id: target.user.id, role: 'ADMIN', reason: 'Script' }))).toEqual({
        code: 'FORBIDDEN',
        reason: 'ROLE_GRANT_NEEDS_APPROVAL',
      });
      const id = (await requestGrant(a, target.user.id)).data!.requestRoleGrant.id;
      expect(failure(await tokenOfB(APPROVE_GRANT, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'SESSION_REQUIRED' });
      expect(await roleOf(target.user.id)).toBe('investor');
      expect((await t.db.query(`SELECT status FROM role_grant_requests WHERE id = $1`, [id])).rows[0].status).toBe('pending');
    });

    it('support staff can read grant requests but neither request nor approve one', async () => {
      const support = await createSupport(t);
      await support.client.fetchCsrf();
      const target = await signedIn();
      expect(failure(await support.client.gql(REQUEST_GRANT, { userId: target.user.id, role: 'SUPPORT', reason: 'Help' }))).toEqual({
        code: 'FORBIDDEN',
        reason: 'SUPPORT_READ_ONLY',
      });
      const id = (await requestGrant(a, target.user.id, 'SUPPORT')).data!.requestRoleGrant.id;
      expect(failure(await support.client.gql(APPROVE_GRANT, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'SUPPORT_READ_ONLY' });
      expect((await support.client.gql(GRANTS, { userId: target.user.id })).errors).toBeUndefined();
      expect(await roleOf(target.user.id)).toBe('investor');
      // Nor can support approve a grant to themself up to admin.
      const own = (await requestGrant(a, support.user.id)).data!.requestRoleGrant.id;
      expect(failure(await support.client.gql(APPROVE_GRANT, { id: own }))).toEqual({ code: 'FORBIDDEN', reason: 'SUPPORT_READ_ONLY' });
      expect(await roleOf(support.user.id)).toBe('support');
    });

    it('an approval by an admin demoted while approving does not count', async () => {
      const target = await signedIn();
      const id = (await requestGrant(a, target.user.id)).data!.requestRoleGrant.id;
      const res = await demotedWhileActing(b.user.id, () => approveGrant(b, id));
      expect(failure(res)).toEqual({ code: 'FORBIDDEN', reason: 'APPROVER_NOT_ADMIN' });
      expect(await roleOf(target.user.id)).toBe('investor');
      await setRoleInDb(b.user.id, 'admin');
    });

    it('a request made by an admin who has since been demoted or frozen cannot be approved', async () => {
      for (const change of [`role = 'investor'`, `frozen_at = now(), frozen_reason = 'x', frozen_by = '${c.user.id}'`]) {
        const target = await signedIn();
        const maker = await createAdmin(t);
        await maker.client.fetchCsrf();
        await stepUp(maker.client);
        const id = (await requestGrant(maker, target.user.id)).data!.requestRoleGrant.id;
        await t.db.query(`UPDATE users SET ${change} WHERE id = $1`, [maker.user.id]);
        expect(failure(await approveGrant(b, id))).toEqual({ code: 'CONFLICT', reason: 'REQUESTER_NOT_ADMIN' });
        expect(await roleOf(target.user.id)).toBe('investor');
      }
    });

    it("a request lapses when the user's role changed meanwhile, or after 72 hours", async () => {
      const target = await signedIn();
      const grant = (await requestGrant(a, target.user.id)).data!.requestRoleGrant;
      const hours = (Date.parse(grant.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);
      await t.db.query(`UPDATE users SET role = 'support' WHERE id = $1`, [target.user.id]);
      expect(failure(await approveGrant(b, grant.id))).toEqual({ code: 'CONFLICT', reason: 'ROLE_GRANT_STALE' });
      expect(await roleOf(target.user.id)).toBe('support');
      expect((await t.db.query(`SELECT status FROM role_grant_requests WHERE id = $1`, [grant.id])).rows[0].status).toBe('expired');

      const old = await t.db.query<{ id: string }>(
        `INSERT INTO role_grant_requests (user_id, role, from_role, reason, requested_by, requested_at, expires_at)
         VALUES ($1, 'admin', 'support', 'Forgotten', $2, now() - interval '4 days', now() - interval '1 day') RETURNING id`,
        [target.user.id, a.user.id],
      );
      const listed = await b.client.gql<{ roleGrantRequests: { nodes: Grant[] } }>(GRANTS, { status: 'EXPIRED', userId: target.user.id });
      expect(listed.data!.roleGrantRequests.nodes.map((g) => g.id)).toEqual([old.rows[0].id, grant.id]);
      expect(failure(await approveGrant(b, old.rows[0].id))).toEqual({ code: 'CONFLICT', reason: 'ROLE_GRANT_EXPIRED' });
      expect(await roleOf(target.user.id)).toBe('support');
      // A fresh request may be made at once.
      expect((await requestGrant(a, target.user.id)).errors).toBeUndefined();
    });
  });

  describe('every maker-checker decision counts the roles held when it completes', () => {
    it('balance corrections: the same person in another session or with a token is still the requester', async () => {
      const investor = await signedIn();
      const id = (await a.client.gql<{ requestBalanceCorrection: { id: string } }>(REQUEST_CORRECTION, { userId: investor.user.id })).data!
        .requestBalanceCorrection.id;
      expect(failure(await (await secondSession(a)).gql(APPROVE_CORRECTION, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'CORRECTION_OWN_REQUEST' });
      expect(failure(await (await bearerOf(a.user.id))(APPROVE_CORRECTION, { id }))).toEqual({ code: 'FORBIDDEN', reason: 'CORRECTION_OWN_REQUEST' });
    });

    it('balance corrections: an approver demoted while approving, or a requester demoted since, does not count', async () => {
      const investor = await signedIn();
      const ask = async (by: Staff) =>
        (await by.client.gql<{ requestBalanceCorrection: { id: string } }>(REQUEST_CORRECTION, { userId: investor.user.id })).data!.requestBalanceCorrection.id;
      const first = await ask(a);
      expect(failure(await demotedWhileActing(b.user.id, () => b.client.gql(APPROVE_CORRECTION, { id: first })))).toEqual({
        code: 'FORBIDDEN',
        reason: 'APPROVER_NOT_ADMIN',
      });
      await setRoleInDb(b.user.id, 'admin');

      const maker = await createAdmin(t);
      await maker.client.fetchCsrf();
      const second = await ask(maker);
      await t.db.query(`UPDATE users SET role = 'investor' WHERE id = $1`, [maker.user.id]);
      expect(failure(await b.client.gql(APPROVE_CORRECTION, { id: second }))).toEqual({ code: 'CONFLICT', reason: 'REQUESTER_NOT_ADMIN' });

      const { rows } = await t.db.query(`SELECT status FROM balance_corrections WHERE id = ANY($1::uuid[]) ORDER BY requested_at`, [[first, second]]);
      expect(rows).toEqual([{ status: 'pending' }, { status: 'pending' }]);
      const posted = await t.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'balance_correction'`);
      expect(posted.rows[0].n).toBe(0);
    });

    async function largeWithdrawal(): Promise<string> {
      const investor = await signedIn();
      await creditProfit(t, investor.user.id, '20000.00');
      const res = await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
        coin_name: 'USDT',
        network: 'TRC20',
        wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
        amount: '15000.00',
      });
      if (res.status !== 200) throw new Error(`withdrawal: ${JSON.stringify(res.body)}`);
      return res.body.data.id;
    }
    const payouts = async (id: string) =>
      (await t.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id = $1 AND kind = 'withdrawal_payout'`, [id])).rows[0].n;

    it('dual approval: a first approval by someone since demoted no longer counts; the next approval becomes the first', async () => {
      const id = await largeWithdrawal();
      const firstApprover = await createAdmin(t);
      await firstApprover.client.fetchCsrf();
      const first = await firstApprover.client.gql<{ approveWithdrawal: { approvals: number } }>(APPROVE_WITHDRAWAL, { id });
      expect(first.data!.approveWithdrawal.approvals).toBe(1);
      await t.db.query(`UPDATE users SET role = 'investor' WHERE id = $1`, [firstApprover.user.id]);

      const second = await b.client.gql<{ approveWithdrawal: { status: string; approvals: number; approvalsRequired: number; firstApproverId: string } }>(
        APPROVE_WITHDRAWAL,
        { id },
      );
      expect(second.errors).toBeUndefined();
      expect(second.data!.approveWithdrawal).toEqual({ id, status: 'PENDING', approvals: 1, approvalsRequired: 2, firstApproverId: b.user.id });
      expect(await payouts(id)).toBe(0);
      // The audit keeps the replacement as a first approval that names the voided one.
      const audit = await t.db.query(
        `SELECT actor_id, actor_role, action, amount::text AS amount, details FROM audit_log WHERE transaction_id = $1 AND action = 'withdrawal.first_approved' ORDER BY id`,
        [id],
      );
      expect(audit.rows[1]).toEqual({
        actor_id: b.user.id,
        actor_role: 'admin',
        action: 'withdrawal.first_approved',
        amount: '15000.00',
        details: {
          voidedFirstApproval: { by: firstApprover.user.id, why: 'no longer an active admin' },
          before: { status: 'pending', approvals: 1, required: 2 },
          after: { status: 'pending', approvals: 1, required: 2 },
          dualApprovalUsd: expect.any(String),
        },
      });
      // Another active admin completes it.
      const third = await c.client.gql<{ approveWithdrawal: { status: string } }>(APPROVE_WITHDRAWAL, { id });
      expect(third.data!.approveWithdrawal.status).toBe('COMPLETED');
      expect(await payouts(id)).toBe(1);
    });

    it('dual approval: an approver demoted while approving does not count', async () => {
      const id = await largeWithdrawal();
      expect((await a.client.gql(APPROVE_WITHDRAWAL, { id })).errors).toBeUndefined();
      expect(failure(await demotedWhileActing(b.user.id, () => b.client.gql(APPROVE_WITHDRAWAL, { id })))).toEqual({
        code: 'FORBIDDEN',
        reason: 'APPROVER_NOT_ADMIN',
      });
      await setRoleInDb(b.user.id, 'admin');
      expect(await payouts(id)).toBe(0);
      const row = await t.db.query(`SELECT status, first_approved_by FROM transactions WHERE id = $1`, [id]);
      expect(row.rows[0]).toEqual({ status: 'pending', first_approved_by: a.user.id });
    });
  });

  describe('two admins demoting or freezing each other at the same moment', () => {
    const activeAdmins = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND frozen_at IS NULL`)).rows[0].n;

    beforeAll(async () => {
      // Only a and b are admins now: the scenario where a mutual demotion could leave none.
      await t.db.query(`UPDATE users SET role = 'investor' WHERE role = 'admin' AND id <> ALL($1::uuid[])`, [[a.user.id, b.user.id]]);
    });
    const reset = () =>
      t.db.query(`UPDATE users SET role = 'admin', frozen_at = NULL, frozen_reason = NULL, frozen_by = NULL WHERE id = ANY($1::uuid[])`, [
        [a.user.id, b.user.id],
      ]);

    it('queued on the same lock, 20 rounds: one demotion succeeds, the other is a 409, and an admin always remains', async () => {
      const held = await t.db.connect();
      const pid = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      try {
        for (let round = 0; round < 20; round++) {
          await reset();
          // Both requests pass the guard (both are admins), then queue behind this lock on the admin rows.
          await held.query('BEGIN');
          await held.query(`SELECT id FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE`, [[a.user.id, b.user.id]]);
          const both = Promise.all([
            a.client.gql(SET_ROLE, { id: b.user.id, role: 'INVESTOR', reason: `round ${round}` }),
            b.client.gql(SET_ROLE, { id: a.user.id, role: 'INVESTOR', reason: `round ${round}` }),
          ]);
          await waiters(2, pid);
          await held.query('COMMIT');
          const answers = (await both).map((res) => (res.errors ? `${failure(res).code} ${failure(res).reason}` : 'ok')).sort();
          expect(answers).toEqual(['CONFLICT NO_LONGER_ADMIN', 'ok']);
          expect(await activeAdmins()).toBe(1);
        }
      } finally {
        await held.query('ROLLBACK').catch(() => undefined);
        held.release();
      }
    });

    it('fired at once, 20 rounds: never both, never a 500 or a deadlock; the loser gets 409 (or 403 if it arrives after the winner)', async () => {
      for (let round = 0; round < 20; round++) {
        await reset();
        const answers = await Promise.all([
          a.client.gql(SET_ROLE, { id: b.user.id, role: 'INVESTOR', reason: `race ${round}` }),
          b.client.gql(SET_ROLE, { id: a.user.id, role: 'INVESTOR', reason: `race ${round}` }),
        ]);
        expect(answers.every((res) => res.status === 200)).toBe(true);
        const codes = answers.map((res) => (res.errors ? failure(res).code : 'ok')).sort();
        expect(['CONFLICT', 'FORBIDDEN']).toContain(codes[0]);
        expect(codes[1]).toBe('ok');
        expect(await activeAdmins()).toBe(1);
      }
    });

    it('freezing each other at once leaves an active admin too', async () => {
      for (let round = 0; round < 5; round++) {
        await reset();
        const answers = await Promise.all([a.client.gql(FREEZE, { id: b.user.id }), b.client.gql(FREEZE, { id: a.user.id })]);
        expect(answers.filter((res) => !res.errors)).toHaveLength(1);
        expect(await activeAdmins()).toBe(1);
        // The frozen admin's session ended with the freeze: sign in again for the next round.
        for (const staff of [a, b]) {
          await t.db.query(`UPDATE users SET frozen_at = NULL, frozen_reason = NULL, frozen_by = NULL WHERE id = $1`, [staff.user.id]);
          if ((await staff.client.gql(`{ me { id } }`)).errors) {
            expect((await staff.client.login(staff.email)).status).toBe(200);
            await staff.client.fetchCsrf();
          }
        }
      }
      await reset();
    });
  });
});
