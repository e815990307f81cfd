import { DataSource } from 'typeorm';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import type { TestApp } from './helpers/test-app';
import type { ApiClient, RestResponse } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';
import { creditProfit, submitDeposit } from './factories/money';
import { startReceiver } from './helpers/webhook-receiver';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

function withdraw(client: ApiClient, amount: string, idempotencyKey?: string): Promise<RestResponse<{ data: { id: string } }>> {
  return client.post<{ data: { id: string } }>(
    '/api/insert/new_withdrawal',
    { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount },
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
  );
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * Many requests at once against one balance: exactly as many succeed as the balance covers. Run
 * directly (money-concurrency.int-spec.ts) and through PgBouncer in transaction pooling
 * (pgbouncer.int-spec.ts), with the same expectations; `boot` starts the app either way.
 */
export function describeMoneyUnderConcurrency(title: string, boot: () => Promise<TestApp>): void {
  describe(title, () => {
    let t: TestApp;
    let admin: ApiClient;
    beforeAll(async () => {
      t = await boot();
      admin = (await createAdmin(t)).client;
    });
    afterAll(() => t?.close());

    async function accounts(userId: string): Promise<Record<string, string>> {
      const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1`, [userId]);
      return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
    }

    async function expectLedgerOk() {
      expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
    }

    it('60 simultaneous withdrawals of 10.00 against 250.00: exactly 25 succeed, 35 are INSUFFICIENT_FUNDS', async () => {
      const { client, user } = await createInvestor(t);
      await creditProfit(t, user.id, '250.00');

      const results = await Promise.all(Array.from({ length: 60 }, () => withdraw(client, '10.00')));
      expect(countBy(results, (r) => `${r.status} ${r.body.code ?? r.body.status}`)).toEqual({ '200 success': 25, '400 INSUFFICIENT_FUNDS': 35 });
      const ids = results.filter((r) => r.status === 200).map((r) => r.body.data.id);
      expect(new Set(ids).size).toBe(25);

      expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '0.00', invested: '0.00', withdrawal_hold: '250.00' });
      expect((await client.get<{ data: { interest: string } }>('/api/check-auth')).body.data.interest).toBe('0.00');
      const { rows } = await t.db.query(`SELECT count(*)::int AS n, sum(amount)::text AS total FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [
        user.id,
      ]);
      // A refused request leaves no row behind.
      expect(rows[0]).toEqual({ n: 25, total: '250.00' });
      await expectLedgerOk();
    });

    it('40 simultaneous withdrawals of 10.00 against 250.00 with a webhook endpoint for withdrawal.requested: 25 succeed, each posted, mailed and delivered once', async () => {
      const receiver = await startReceiver();
      try {
        const created = await admin.gql<{ createWebhookEndpoint: { id: string } }>(
          `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id } }`,
          { url: receiver.url(), events: ['withdrawal.requested'] },
        );
        expect(created.errors).toBeUndefined();
        const endpoint = created.data!.createWebhookEndpoint.id;
        const { client, user } = await createInvestor(t);
        await creditProfit(t, user.id, '250.00');

        // The first requests run on their own and are refused (the endpoint needs a transaction); all of them end in one.
        const results = await Promise.all(Array.from({ length: 40 }, () => withdraw(client, '10.00')));
        expect(countBy(results, (r) => `${r.status} ${r.body.code ?? r.body.status}`)).toEqual({ '200 success': 25, '400 INSUFFICIENT_FUNDS': 15 });
        const ids = results.filter((r) => r.status === 200).map((r) => r.body.data.id);
        expect(new Set(ids).size).toBe(25);

        expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '0.00', invested: '0.00', withdrawal_hold: '250.00' });
        const { rows } = await t.db.query(
          `SELECT x.id,
                (SELECT count(*)::int FROM ledger_entries e WHERE e.transaction_id = x.id) AS entries,
                (SELECT count(*)::int FROM audit_log a WHERE a.transaction_id = x.id AND a.action = 'withdrawal.requested') AS audits,
                (SELECT count(*)::int FROM mail_outbox m WHERE m.transaction_id = x.id) AS mails,
                (SELECT count(*)::int FROM mail_outbox m JOIN pgboss.job j ON j.name = 'mail' AND j.data->>'outboxId' = m.id::text WHERE m.transaction_id = x.id) AS mail_jobs,
                (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = $2 AND (d.body::jsonb)->'data'->>'id' = x.id::text) AS deliveries,
                (SELECT count(*)::int FROM webhook_deliveries d JOIN pgboss.job j ON j.name = 'webhooks' AND j.data->>'deliveryId' = d.id::text
                  WHERE d.endpoint_id = $2 AND (d.body::jsonb)->'data'->>'id' = x.id::text) AS delivery_jobs
           FROM transactions x WHERE x.user_id = $1 AND x.kind = 'withdrawal' ORDER BY x.id`,
          [user.id, endpoint],
        );
        expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
        for (const row of rows) expect(row).toEqual({ id: row.id, entries: 1, audits: 1, mails: 1, mail_jobs: 1, deliveries: 1, delivery_jobs: 1 });
        await expectLedgerOk();
      } finally {
        await t.db.query(`DELETE FROM webhook_endpoints`);
        await receiver.close();
      }
    });

    it('70 simultaneous withdrawals of 10.00 against 500.00 main + 50.00 profit: exactly 55 succeed, together taking all of profit and main', async () => {
      const { client, user } = await createInvestor(t);
      const { id: depositId } = await submitDeposit(t, client, '500.00');
      expect((await admin.gql(`mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id: depositId })).errors).toBeUndefined();
      await creditProfit(t, user.id, '50.00');

      const results = await Promise.all(Array.from({ length: 70 }, () => withdraw(client, '10.00')));
      expect(countBy(results, (r) => `${r.status} ${r.body.code ?? r.body.status}`)).toEqual({ '200 success': 55, '400 INSUFFICIENT_FUNDS': 15 });
      expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '0.00', invested: '0.00', withdrawal_hold: '550.00' });
      // Each request entry took its 10.00 from profit and/or main; all together 50.00 and 500.00.
      const { rows } = await t.db.query(
        `SELECT a.kind, sum(p.amount)::text AS total FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id JOIN transactions t ON t.id = e.transaction_id
        WHERE t.user_id = $1 AND e.kind = 'withdrawal_request' GROUP BY a.kind ORDER BY a.kind`,
        [user.id],
      );
      expect(rows).toEqual([
        { kind: 'main', total: '-500.00' },
        { kind: 'profit', total: '-50.00' },
        { kind: 'withdrawal_hold', total: '550.00' },
      ]);
      expect((await client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data).toMatchObject({
        balance: '0.00',
        interest: '0.00',
        withdrawable: '0.00',
      });
      await expectLedgerOk();
    });

    it('50 parallel identical withdrawals with one Idempotency-Key: all answer the same transaction, one movement', async () => {
      const { client, user } = await createInvestor(t);
      await creditProfit(t, user.id, '100.00');

      const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(client, '30.00', 'one-key-for-all')));
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      const ids = new Set(results.map((r) => r.body.data.id));
      expect(ids.size).toBe(1);
      const [id] = ids;

      expect(await accounts(user.id)).toMatchObject({ profit: '70.00', withdrawal_hold: '30.00' });
      const tx = await t.db.query(`SELECT id FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id]);
      expect(tx.rows).toEqual([{ id }]);
      const entries = await t.db.query(`SELECT kind FROM ledger_entries WHERE transaction_id = $1`, [id]);
      expect(entries.rows).toEqual([{ kind: 'withdrawal_request' }]);

      const different = await withdraw(client, '31.00', 'one-key-for-all');
      expect(different).toMatchObject({ status: 422, body: { status: 'error' } });
      // In parallel too: the different bodies get 422, the same body replays.
      const mixed = await Promise.all([
        ...Array.from({ length: 10 }, () => withdraw(client, '31.00', 'one-key-for-all')),
        ...Array.from({ length: 10 }, () => withdraw(client, '30.00', 'one-key-for-all')),
      ]);
      expect(mixed.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(422));
      expect(mixed.slice(10).map((r) => r.body.data?.id)).toEqual(Array(10).fill(id));
      expect(await accounts(user.id)).toMatchObject({ profit: '70.00', withdrawal_hold: '30.00' });

      // Another user may use the same key for their own request.
      const other = await createInvestor(t);
      await creditProfit(t, other.user.id, '5.00');
      const theirs = await withdraw(other.client, '5.00', 'one-key-for-all');
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.id).not.toBe(id);
      await expectLedgerOk();
    });

    it('parallel first use of one key with different amounts: one movement, the rest 200 replays or 422', async () => {
      const { client, user } = await createInvestor(t);
      await creditProfit(t, user.id, '100.00');
      const amounts = Array.from({ length: 30 }, (_, i) => (i % 2 ? '10.00' : '20.00'));
      const results = await Promise.all(amounts.map((a) => withdraw(client, a, 'racing-key')));
      const [winner] = (await t.db.query(`SELECT id, amount::text FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id])).rows;
      expect((await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id])).rows[0].n).toBe(1);
      results.forEach((r, i) => {
        if (amounts[i] === winner.amount) expect({ status: r.status, id: r.body.data?.id }).toEqual({ status: 200, id: winner.id });
        else expect(r.status).toBe(422);
      });
      expect(await accounts(user.id)).toMatchObject({ profit: (100 - Number(winner.amount)).toFixed(2), withdrawal_hold: winner.amount });
      await expectLedgerOk();
    });

    it('approve and reject of the same pending withdrawal fired together: exactly one wins, the other is CONFLICT', async () => {
      const { client, user } = await createInvestor(t);
      await creditProfit(t, user.id, '1000.00');
      const approve = `mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0x0123456789abcdef") { id status } }`;
      const reject = `mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Racing reject") { id status } }`;
      const winners: string[] = [];
      let expectedProfit = 1000;
      let paidOut = 0;

      for (let round = 0; round < 10; round++) {
        const amount = 10 + round;
        const id = (await withdraw(client, amount.toFixed(2))).body.data.id;
        expectedProfit -= amount;
        // Two admins' worth of decisions at once, in both orders.
        const calls = round % 2 ? [admin.gql(reject, { id }), admin.gql(approve, { id })] : [admin.gql(approve, { id }), admin.gql(reject, { id })];
        const results = await Promise.all(calls);
        const ok = results.filter((r) => !r.errors);
        const failed = results.filter((r) => r.errors);
        expect(ok).toHaveLength(1);
        expect(failed.map((r) => r.errors![0].extensions?.code)).toEqual(['CONFLICT']);
        // GraphQL spells the status in upper case; the table stores it in lower case.
        const won = (Object.values(ok[0].data!)[0] as { status: string }).status.toLowerCase();
        winners.push(won);

        const [row] = (await t.db.query(`SELECT status FROM transactions WHERE id = $1`, [id])).rows;
        expect(row.status).toBe(won);
        if (won === 'rejected') expectedProfit += amount;
        else paidOut += amount;
        expect(await accounts(user.id)).toMatchObject({ profit: expectedProfit.toFixed(2), withdrawal_hold: '0.00' });
        const settled = await t.db.query(`SELECT kind FROM ledger_entries WHERE transaction_id = $1 ORDER BY id`, [id]);
        expect(settled.rows.map((r) => r.kind)).toEqual(['withdrawal_request', won === 'completed' ? 'withdrawal_payout' : 'withdrawal_return']);
      }
      expect(winners.every((w) => w === 'completed' || w === 'rejected')).toBe(true);
      const me = (await client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data;
      expect(me).toMatchObject({ interest: expectedProfit.toFixed(2), total_withdrawal: paidOut.toFixed(2) });
      await expectLedgerOk();
    });

    it('50 simultaneous approvals of one deposit: one credit (and one referral bonus), 49 CONFLICT', async () => {
      const referrer = await createInvestor(t);
      const { client, user } = await createInvestor(t, { referralId: referrer.user.referral_id });
      const { id } = await submitDeposit(t, client, '1234.56');
      const approve = `mutation($id: ID!) { approveDeposit(transactionId: $id) { id status } }`;

      const results = await Promise.all(Array.from({ length: 50 }, () => admin.gql<{ approveDeposit: { id: string; status: string } }>(approve, { id })));
      const ok = results.filter((r) => !r.errors);
      expect(ok.map((r) => r.data!.approveDeposit)).toEqual([{ id, status: 'COMPLETED' }]);
      expect(
        countBy(
          results.filter((r) => r.errors),
          (r) => String(r.errors![0].extensions?.code),
        ),
      ).toEqual({ CONFLICT: 49 });

      expect(await accounts(user.id)).toMatchObject({ main: '1234.56', profit: '0.00' });
      expect(await accounts(referrer.user.id)).toMatchObject({ main: '0.00', profit: '61.73' });
      const credits = await t.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id = $1 AND kind = 'deposit'`, [id]);
      expect(credits.rows[0].n).toBe(1);
      const bonuses = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE source_transaction_id = $1`, [id]);
      expect(bonuses.rows[0].n).toBe(1);
      expect((await client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data).toMatchObject({ balance: '1234.56', total_deposit: '1234.56' });
      await expectLedgerOk();
    });

    it('approve and reject of one deposit fired together, and 20 approvals with one idempotency key: one credit', async () => {
      const { client, user } = await createInvestor(t);
      const first = await submitDeposit(t, client, '500.00');
      const [a, r] = await Promise.all([
        admin.gql(`mutation($id: ID!) { approveDeposit(transactionId: $id) { status } }`, { id: first.id }),
        admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Racing") { status } }`, { id: first.id }),
      ]);
      expect([a, r].filter((x) => x.errors).map((x) => x.errors![0].extensions?.code)).toEqual(['CONFLICT']);
      const approvedFirst = !a.errors;
      expect(await accounts(user.id)).toMatchObject({ main: approvedFirst ? '500.00' : '0.00' });

      const second = await submitDeposit(t, client, '700.00');
      const keyed = await Promise.all(
        Array.from({ length: 20 }, () =>
          admin.gql<{ approveDeposit: { id: string } }>(`mutation($id: ID!) { approveDeposit(transactionId: $id, idempotencyKey: "approve-once") { id } }`, {
            id: second.id,
          }),
        ),
      );
      expect(keyed.map((x) => x.errors?.[0].extensions?.code ?? x.data!.approveDeposit.id)).toEqual(Array(20).fill(second.id));
      expect(await accounts(user.id)).toMatchObject({ main: (approvedFirst ? 1200 : 700).toFixed(2) });
      await expectLedgerOk();
    });
  });
}
