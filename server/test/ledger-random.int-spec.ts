import { DataSource } from 'typeorm';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { bootApp, TestApp } from './helpers/test-app';
import { seededRandom } from './helpers/random';
import type { ApiClient, GqlResponse, RestResponse } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';
import { creditProfit, firstWalletAddress, submitDeposit } from './factories/money';

/**
 * A randomized money workload in the manner of the bank workload: batches of operations fired at
 * once over real HTTP (deposits, approvals, rejections, withdrawals mostly over the balance, racing
 * decisions, idempotent retries). A model is updated from what each request answered; after every
 * batch the ledger must satisfy its invariants and agree with the model to the cent.
 *
 * Withdrawals take profit first, then main (capital): what each accepted one took from which is
 * read from its entry (which of a batch's racing requests ran first decides the split), then the
 * model checks that the parts add up, that a rejection returns each part where it came from, and
 * — for a user whose profit nothing raised during the batch — that the batch took exactly
 * min(profit at the start, accepted total) from profit.
 *
 * Replay a failure with LEDGER_SEED=<the printed seed> npx jest test/ledger-random.int-spec.ts
 * (the choices follow the seed; which of two racing requests wins may still differ).
 * LEDGER_BATCHES=<n> runs n batches instead of 20; LEDGER_TIMING=1 prints each batch's time.
 */
const SEED = process.env.LEDGER_SEED ? Number(process.env.LEDGER_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const INVESTORS = 10;
/** 20 × 50 = 1,000 operations by default; LEDGER_BATCHES=200 makes a longer soak. */
const BATCHES = Number(process.env.LEDGER_BATCHES) || 20;
const BATCH_SIZE = 50;
/** Withdrawals of this much or more need two admins' approvals (DUAL_APPROVAL_USD): low, so many in the workload do. */
const DUAL_APPROVAL_CENTS = 50_000;
const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const negate = (value: number) => (value === 0 ? 0 : -value);
const cents = (text: string) => {
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};

interface Investor {
  index: number;
  id: string;
  client: ApiClient;
  referrer: number | null;
  main: number;
  profit: number;
  hold: number;
  deposited: number;
  withdrawn: number;
}

interface Request {
  id: string;
  user: number;
  amount: number;
  status: 'pending' | 'completed' | 'rejected';
  /** Withdrawals: the cents taken from profit and from main, as the request's entry recorded them. */
  fromProfit?: number;
  fromMain?: number;
  /** The batch a withdrawal was accepted in. */
  batch?: number;
}

type Outcome = { ok: true; id?: string; status?: string } | { ok: false; code: string; httpStatus?: number; message?: string };

function fromRest(res: RestResponse<{ data?: { id: string } }>): Outcome {
  if (res.status === 200 && res.body.status === 'success') return { ok: true, id: res.body.data?.id };
  return { ok: false, code: String(res.body.code ?? res.status), httpStatus: res.status, message: res.body.message };
}

function fromGql(res: GqlResponse, field: string): Outcome {
  if (!res.errors?.length) {
    const node = (res.data as Record<string, { id: string; status?: string }>)[field];
    // GraphQL answers the enum value (COMPLETED); the model below keeps the stored word (completed).
    return { ok: true, id: node.id, status: node.status?.toLowerCase() };
  }
  return { ok: false, code: String(res.errors[0].extensions?.code), message: res.errors[0].message };
}

describe(`randomized ledger workload (LEDGER_SEED=${SEED})`, () => {
  let t: TestApp;
  let admin: ApiClient;
  let secondAdmin: ApiClient;
  const investors: Investor[] = [];
  const withdrawals = new Map<string, Request>();
  const deposits = new Map<string, Request>();
  const keyed = new Map<string, { user: number; amount: number; id: string }>();
  const decisionKeys = new Set<string>();
  const platform = { payouts: 0, deposits: 0, referral: 0, credited: 0 };
  const random = seededRandom(SEED);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const counts: Record<string, number> = {};
  let operations = 0;
  /** Cents each withdrawal's request entry took from profit and main (read from the ledger after each batch). */
  const splits = new Map<string, { fromProfit: number; fromMain: number }>();

  async function readSplits() {
    const { rows } = await t.db.query(
      `SELECT e.transaction_id AS id,
              COALESCE(-sum(p.amount) FILTER (WHERE a.kind = 'profit'), 0)::text AS from_profit,
              COALESCE(-sum(p.amount) FILTER (WHERE a.kind = 'main'), 0)::text AS from_main
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.kind = 'withdrawal_request' GROUP BY e.transaction_id`,
    );
    for (const r of rows) splits.set(r.id, { fromProfit: cents(r.from_profit), fromMain: cents(r.from_main) });
  }

  /** Applies an accepted withdrawal to the model with the split its entry recorded. */
  function takeWithdrawal(request: Request, investor: Investor, problems: string[]) {
    const split = splits.get(request.id);
    if (!split) {
      problems.push(`withdrawal ${request.id} has no request entry`);
      return;
    }
    if (split.fromProfit < 0 || split.fromMain < 0 || split.fromProfit + split.fromMain !== request.amount) {
      problems.push(`withdrawal ${request.id} of ${money(request.amount)} took ${money(split.fromProfit)} profit + ${money(split.fromMain)} main`);
    }
    request.fromProfit = split.fromProfit;
    request.fromMain = split.fromMain;
    if (split.fromMain > 0) counts.capitalWithdrawals = (counts.capitalWithdrawals ?? 0) + 1;
    investor.profit -= split.fromProfit;
    investor.main -= split.fromMain;
    investor.hold += request.amount;
  }

  beforeAll(async () => {
    console.log(`ledger-random: LEDGER_SEED=${SEED}`);
    // The workload is about the ledger: identity checks (KYC above 1,000 USD) are out of its way.
    // Withdrawals of DUAL_APPROVAL_USD or more take two admins: a second admin gives those the completing approval.
    t = await bootApp({ env: { KYC_REQUIRED_ABOVE_USD: '999999999.99', DUAL_APPROVAL_USD: money(DUAL_APPROVAL_CENTS) } });
    admin = (await createAdmin(t)).client;
    secondAdmin = (await createAdmin(t)).client;
    await firstWalletAddress(t);
    // Four investors sign up on their own; each of the rest was referred by one of the first four.
    const referrers = Array.from({ length: INVESTORS }, (_, i) => (i < 4 ? null : int(0, 3)));
    const founders = await Promise.all([0, 1, 2, 3].map(() => createInvestor(t)));
    const referred = await Promise.all(referrers.slice(4).map((r) => createInvestor(t, { referralId: founders[r!].user.referral_id })));
    [...founders, ...referred].forEach((created, i) =>
      investors.push({
        index: i,
        id: created.user.id,
        client: created.client,
        referrer: referrers[i],
        main: 0,
        profit: 0,
        hold: 0,
        deposited: 0,
        withdrawn: 0,
      }),
    );
    for (const investor of investors) {
      const seedProfit = int(0, 3) === 0 ? 0 : int(1, 200_000);
      if (seedProfit) {
        await creditProfit(t, investor.id, money(seedProfit));
        investor.profit += seedProfit;
        platform.credited += seedProfit;
      }
    }
  });
  afterAll(() => t?.close());

  async function checkInvariants(label: string) {
    const t0 = Date.now();
    const report = await verifyLedger(t.app.get(DataSource));
    expect({ label, seed: SEED, problems: report.problems }).toEqual({ label, seed: SEED, problems: [] });
    const [{ total }] = (await t.db.query(`SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_postings`)).rows;
    expect({ label, total }).toEqual({ label, total: '0.00' });
    const mismatched = await t.db.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id GROUP BY a.id HAVING a.balance <> COALESCE(sum(p.amount), 0)`,
    );
    expect({ label, mismatched: mismatched.rows }).toEqual({ label, mismatched: [] });
    const negative = await t.db.query(`SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`);
    expect({ label, negative: negative.rows }).toEqual({ label, negative: [] });

    // The ledger agrees with the model built from the answers, to the cent.
    const { rows } = await t.db.query(`SELECT user_id, kind, balance::text FROM ledger_accounts`);
    const stored = (user: string | null, kind: string) => cents(rows.find((r) => r.user_id === user && r.kind === kind)!.balance);
    for (const investor of investors) {
      expect({
        label,
        investor: investor.index,
        main: stored(investor.id, 'main'),
        profit: stored(investor.id, 'profit'),
        hold: stored(investor.id, 'withdrawal_hold'),
      }).toEqual({
        label,
        investor: investor.index,
        main: investor.main,
        profit: investor.profit,
        hold: investor.hold,
      });
      expect(stored(investor.id, 'invested')).toBe(0);
    }
    expect({
      label,
      payouts: stored(null, 'payouts'),
      deposits: stored(null, 'deposits_received'),
      referral: stored(null, 'referral_expense'),
      credited: stored(null, 'profit_expense'),
    }).toEqual({
      label,
      payouts: platform.payouts,
      deposits: negate(platform.deposits),
      referral: negate(platform.referral),
      credited: negate(platform.credited),
    });
    if (process.env.LEDGER_TIMING) console.log(`${label}: checks ${Date.now() - t0} ms`);
  }

  function bonusOf(amount: number): number {
    const percent = Number(t.config.referralBonusPercent);
    return Math.round((amount * percent) / 100);
  }

  it(
    `runs ${BATCHES} batches of ${BATCH_SIZE} concurrent operations and keeps every invariant`,
    async () => {
      const started = Date.now();
      await checkInvariants('after setup');

      for (let batch = 0; batch < BATCHES; batch++) {
        const problems: string[] = [];
        const ops: Array<() => Promise<void>> = [];
        // What the batch started from: decisions are drawn from requests pending now.
        const pendingW = [...withdrawals.values()].filter((w) => w.status === 'pending');
        const pendingD = [...deposits.values()].filter((d) => d.status === 'pending');
        const decidedW = [...withdrawals.values()].filter((w) => w.status !== 'pending');
        const decidedD = [...deposits.values()].filter((d) => d.status !== 'pending');
        const profitAtStart = investors.map((i) => i.profit);
        // Withdrawable = main + profit: what a withdrawal may take.
        const withdrawableAtStart = investors.map((i) => i.profit + i.main);
        const profitRaised = investors.map(() => false);
        const requestedInBatch = investors.map(() => 0);
        const decisionsByRequest = new Map<string, Array<{ outcome: Outcome; key: string | null }>>();
        // Model updates run after the batch in the order the operations were drawn, not the order they finished,
        // so the model (and the seed's later choices) do not depend on timing.
        const afterBatch: Array<(() => void) | undefined> = [];
        const withdrawOutcomes: Array<{ investor: number; amount: number; outcome: Outcome }> = [];
        const creditBound = investors.map(() => 0);

        const later = (slot: number, apply: () => void) => {
          afterBatch[slot] = apply;
        };

        const decide = (request: Request, kind: 'withdrawal' | 'deposit', approve: boolean) => {
          const results = decisionsByRequest.get(request.id) ?? [];
          decisionsByRequest.set(request.id, results);
          const name = `${approve ? 'approve' : 'reject'}${kind === 'deposit' ? 'Deposit' : 'Withdrawal'}`;
          const withKey = approve && random() < 0.2 ? `decide-${request.id}-${int(0, 1)}` : null;
          const args =
            kind === 'withdrawal' && approve
              ? `transactionId: $id, payoutTxHash: "payout-${request.id.slice(0, 8)}"${withKey ? `, idempotencyKey: "${withKey}"` : ''}`
              : approve
                ? `transactionId: $id${withKey ? `, idempotencyKey: "${withKey}"` : ''}`
                : `transactionId: $id, reason: "Randomly rejected in batch ${batch}"`;
          counts[name] = (counts[name] ?? 0) + 1;
          const dual = kind === 'withdrawal' && approve && request.amount >= DUAL_APPROVAL_CENTS;
          if (dual) counts.dualApprovals = (counts.dualApprovals ?? 0) + 1;
          ops.push(async () => {
            if (dual) {
              // The first of two approvals (no payout hash yet); a concurrent decision may already
              // have given it (SAME_ADMIN) or decided the withdrawal: both answer CONFLICT. The
              // second admin's approval below is this decision's answer either way. (Its answer is the
              // row as read after its commit: a concurrent decision may show there already.)
              const first = fromGql(await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id status } }`, { id: request.id }), name);
              if (!first.ok && first.code !== 'CONFLICT') problems.push(`first approval ${request.id}: ${first.code} ${first.message}`);
            }
            const decider = dual ? secondAdmin : admin;
            const outcome = fromGql(await decider.gql(`mutation($id: ID!) { ${name}(${args}) { id status } }`, { id: request.id }), name);
            results.push({ outcome, key: withKey });
            if (!outcome.ok && outcome.code !== 'CONFLICT') problems.push(`${name} ${request.id}: ${outcome.code} ${outcome.message}`);
          });
        };

        while (ops.length < BATCH_SIZE) {
          const roll = random();
          const investor = pick(investors);
          if (roll < 0.36) {
            // A withdrawal: half of them within main + profit at the batch's start, the rest mostly beyond it.
            const base = withdrawableAtStart[investor.index];
            const amount = random() < 0.5 && base > 0 ? int(1, Math.max(1, Math.floor(base / 3))) : int(Math.max(1, base - 500), base + 100_000);
            requestedInBatch[investor.index] += amount;
            const viaGql = random() < 0.3;
            counts.withdraw = (counts.withdraw ?? 0) + 1;
            const slot = ops.length;
            ops.push(async () => {
              const outcome = viaGql
                ? fromGql(
                    await investor.client.gql(`mutation($i: RequestWithdrawalInput!) { requestWithdrawal(input: $i) { id status } }`, {
                      i: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: money(amount) },
                    }),
                    'requestWithdrawal',
                  )
                : fromRest(
                    await investor.client.post('/api/insert/new_withdrawal', {
                      coin_name: 'USDT',
                      network: 'TRC20',
                      wallet_address: TRON,
                      amount: money(amount),
                    }),
                  );
              later(slot, () => {
                if (outcome.ok) {
                  const request: Request = { id: outcome.id!, user: investor.index, amount, status: 'pending', batch };
                  withdrawals.set(request.id, request);
                  takeWithdrawal(request, investor, problems);
                } else if (outcome.code !== 'INSUFFICIENT_FUNDS') {
                  problems.push(`withdraw ${money(amount)} by #${investor.index}: ${outcome.code} ${outcome.message}`);
                } else if (outcome.httpStatus !== undefined && outcome.httpStatus !== 400) {
                  problems.push(`withdraw ${money(amount)} by #${investor.index}: INSUFFICIENT_FUNDS with HTTP ${outcome.httpStatus}`);
                }
              });
              withdrawOutcomes.push({ investor: investor.index, amount, outcome });
            });
          } else if (roll < 0.43) {
            // The same keyed withdrawal sent two or three times at once (a double click, a retry).
            const amount = int(1, Math.max(1, Math.floor(withdrawableAtStart[investor.index] / 2)));
            const key = `wd-${batch}-${ops.length}-${SEED}`;
            const copies = int(2, 3);
            requestedInBatch[investor.index] += amount;
            counts.keyedWithdraw = (counts.keyedWithdraw ?? 0) + 1;
            const slot = ops.length;
            ops.push(async () => {
              const outcomes = await Promise.all(
                Array.from({ length: copies }, () =>
                  investor.client
                    .post<{ data: { id: string } }>(
                      '/api/insert/new_withdrawal',
                      { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: money(amount) },
                      { headers: { 'Idempotency-Key': key } },
                    )
                    .then(fromRest),
                ),
              );
              const ids = new Set(outcomes.filter((o) => o.ok).map((o) => (o as { id: string }).id));
              const others = outcomes.filter((o) => !o.ok && o.code !== 'INSUFFICIENT_FUNDS');
              if (ids.size > 1 || others.length) problems.push(`keyed withdrawal ${key}: ${JSON.stringify(outcomes)}`);
              later(slot, () => {
                if (ids.size === 1) {
                  const [id] = ids;
                  const request: Request = { id, user: investor.index, amount, status: 'pending', batch };
                  withdrawals.set(id, request);
                  keyed.set(key, { user: investor.index, amount, id });
                  takeWithdrawal(request, investor, problems);
                }
              });
              withdrawOutcomes.push({ investor: investor.index, amount, outcome: ids.size ? { ok: true } : outcomes[0] });
            });
          } else if (roll < 0.47 && keyed.size) {
            // A late retry of an earlier keyed request: the same body replays, another body is refused.
            const [key, first] = pick([...keyed]);
            const owner = investors[first.user];
            const same = random() < 0.6;
            counts.replay = (counts.replay ?? 0) + 1;
            ops.push(async () => {
              const res = await owner.client.post<{ data: { id: string } }>(
                '/api/insert/new_withdrawal',
                { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: money(same ? first.amount : first.amount + 1) },
                { headers: { 'Idempotency-Key': key } },
              );
              if (same && !(res.status === 200 && res.body.data.id === first.id)) problems.push(`replay of ${key}: ${res.status} ${JSON.stringify(res.body)}`);
              if (!same && res.status !== 422) problems.push(`changed replay of ${key}: ${res.status} ${JSON.stringify(res.body)}`);
            });
          } else if (roll < 0.64 && pendingW.length) {
            // A decision on a pending withdrawal; a third of the time a second, racing decision on the same one.
            const request = pick(pendingW);
            decide(request, 'withdrawal', random() < 0.55);
            if (random() < 0.35 && ops.length < BATCH_SIZE) decide(request, 'withdrawal', random() < 0.5);
          } else if (roll < 0.67 && decidedW.length) {
            const request = pick(decidedW);
            decide(request, 'withdrawal', random() < 0.5);
          } else if (roll < 0.74) {
            const amount = int(50_000, 500_000);
            counts.deposit = (counts.deposit ?? 0) + 1;
            const slot = ops.length;
            ops.push(async () => {
              try {
                const { id } = await submitDeposit(t, investor.client, money(amount));
                later(slot, () => deposits.set(id, { id, user: investor.index, amount, status: 'pending' }));
              } catch (error) {
                problems.push(`deposit ${money(amount)} by #${investor.index}: ${(error as Error).message}`);
              }
            });
          } else if (roll < 0.87 && pendingD.length) {
            const request = pick(pendingD);
            decide(request, 'deposit', random() < 0.7);
            if (random() < 0.3 && ops.length < BATCH_SIZE) decide(request, 'deposit', random() < 0.5);
          } else if (roll < 0.89 && decidedD.length) {
            decide(pick(decidedD), 'deposit', random() < 0.5);
          } else if (roll < 0.94) {
            // Profit arriving meanwhile (stands in for accrual).
            const amount = int(1, 50_000);
            counts.credit = (counts.credit ?? 0) + 1;
            creditBound[investor.index] += amount;
            profitRaised[investor.index] = true;
            const slot = ops.length;
            ops.push(async () => {
              await creditProfit(t, investor.id, money(amount));
              later(slot, () => {
                investor.profit += amount;
                platform.credited += amount;
              });
            });
          } else {
            // A read in the middle of the traffic: never a negative or malformed figure.
            counts.read = (counts.read ?? 0) + 1;
            ops.push(async () => {
              const res = await investor.client.get<{ data: Record<string, string> }>('/api/check-auth');
              for (const field of ['balance', 'interest', 'withdrawable', 'total_deposit', 'total_withdrawal']) {
                if (!/^\d+\.\d{2}$/.test(res.body.data?.[field] ?? '')) problems.push(`check-auth ${field} = ${res.body.data?.[field]}`);
              }
            });
          }
        }

        const t0 = Date.now();
        await Promise.all(ops.map((op) => op()));
        if (process.env.LEDGER_TIMING) console.log(`batch ${batch}: ${Date.now() - t0} ms`);
        operations += ops.length;
        await readSplits();
        for (const apply of afterBatch) apply?.();

        // Decisions: on a request pending at the start exactly one decision of the batch wins; on a decided one none does.
        const increaseBound = investors.map(() => 0);
        for (const [id, results] of decisionsByRequest) {
          const request = withdrawals.get(id) ?? deposits.get(id)!;
          const isWithdrawal = withdrawals.has(id);
          const wasPending = request.status === 'pending';
          // An approval with an idempotency key that already won (now or in an earlier batch) replays that answer.
          const succeeded = results.filter((r) => r.outcome.ok);
          const replays = succeeded.filter((r) => r.key && decisionKeys.has(r.key));
          const fresh = succeeded.filter((r) => !(r.key && decisionKeys.has(r.key)));
          const winnerKeys = new Set(fresh.map((r, i) => r.key ?? `unkeyed-${i}`));
          if (winnerKeys.size !== (wasPending ? 1 : 0))
            problems.push(`${id} (${request.status}): ${winnerKeys.size} winning decisions: ${JSON.stringify(results)}`);
          for (const r of replays)
            if ((r.outcome as { status?: string }).status !== request.status) problems.push(`replayed decision on ${id}: ${JSON.stringify(r)}`);
          if (!wasPending || winnerKeys.size !== 1) continue;
          const won = (fresh[0].outcome as { status: string }).status as 'completed' | 'rejected';
          for (const r of fresh)
            if ((r.outcome as { status?: string }).status !== won) problems.push(`decisions on ${id} disagree: ${JSON.stringify(results)}`);
          if (fresh[0].key) decisionKeys.add(fresh[0].key);
          request.status = won;
          const owner = investors[request.user];
          if (isWithdrawal) {
            owner.hold -= request.amount;
            if (won === 'completed') {
              owner.withdrawn += request.amount;
              platform.payouts += request.amount;
            } else {
              // Each part goes back where it came from.
              owner.profit += request.fromProfit!;
              owner.main += request.fromMain!;
              if (request.fromMain! > 0) counts.capitalRejected = (counts.capitalRejected ?? 0) + 1;
              increaseBound[owner.index] += request.amount;
              profitRaised[owner.index] = true;
            }
          } else if (won === 'completed') {
            owner.main += request.amount;
            owner.deposited += request.amount;
            platform.deposits += request.amount;
            increaseBound[owner.index] += request.amount;
            if (owner.referrer !== null) {
              const bonus = bonusOf(request.amount);
              investors[owner.referrer].profit += bonus;
              increaseBound[owner.referrer] += bonus;
              profitRaised[owner.referrer] = true;
              platform.referral += bonus;
            }
          }
        }
        // Withdrawals: beyond every balance the batch could have reached → refused; if all of a
        // user's requests fit the balance at the start → all accepted.
        for (const w of withdrawOutcomes) {
          if (w.outcome.ok && w.amount > withdrawableAtStart[w.investor] + increaseBound[w.investor] + creditBound[w.investor]) {
            problems.push(`withdrawal of ${money(w.amount)} by #${w.investor} succeeded beyond any balance`);
          }
          if (!w.outcome.ok && requestedInBatch[w.investor] <= withdrawableAtStart[w.investor]) {
            problems.push(
              `withdrawal of ${money(w.amount)} by #${w.investor} refused although the batch asked ${money(requestedInBatch[w.investor])} of ${money(withdrawableAtStart[w.investor])}`,
            );
          }
        }
        // Profit first: with nothing raising a user's profit during the batch, the batch's accepted
        // withdrawals took exactly min(profit at the start, their total) from profit, the rest from main.
        for (const investor of investors) {
          if (profitRaised[investor.index]) continue;
          const accepted = [...withdrawals.values()].filter((w) => w.user === investor.index && w.batch === batch);
          const total = accepted.reduce((sum, w) => sum + w.amount, 0);
          const fromProfit = accepted.reduce((sum, w) => sum + w.fromProfit!, 0);
          if (fromProfit !== Math.min(profitAtStart[investor.index], total)) {
            problems.push(
              `#${investor.index}: the batch's withdrawals of ${money(total)} took ${money(fromProfit)} from a profit of ${money(profitAtStart[investor.index])}`,
            );
          }
          if (accepted.length) counts.profitFirstChecked = (counts.profitFirstChecked ?? 0) + 1;
        }

        expect({ batch, seed: SEED, problems }).toEqual({ batch, seed: SEED, problems: [] });
        await checkInvariants(`batch ${batch}`);
      }

      // What each user sees is the ledger.
      for (const investor of investors) {
        const me = (await investor.client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data;
        expect({ investor: investor.index, ...me }).toMatchObject({
          investor: investor.index,
          balance: money(investor.main),
          interest: money(investor.profit),
          withdrawable: money(investor.main + investor.profit),
          total_deposit: money(investor.deposited),
          total_withdrawal: money(investor.withdrawn),
        });
        const gql = await investor.client.gql<{ me: { balance: string; interest: string; withdrawable: string } }>(`{ me { balance interest withdrawable } }`);
        expect(gql.data?.me).toEqual({ balance: money(investor.main), interest: money(investor.profit), withdrawable: money(investor.main + investor.profit) });
      }
      const statuses = await t.db.query(
        `SELECT kind, status, count(*)::int AS n FROM transactions WHERE kind IN ('deposit', 'withdrawal') AND status <> 'draft' GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const modelled = [...deposits.values(), ...withdrawals.values()];
      for (const row of statuses.rows) {
        const kindMap = row.kind === 'deposit' ? deposits : withdrawals;
        expect({ ...row }).toEqual({ ...row, n: [...kindMap.values()].filter((r) => r.status === row.status).length });
      }
      expect(statuses.rows.reduce((sum, r) => sum + r.n, 0)).toBe(modelled.length);

      expect(operations).toBe(BATCHES * BATCH_SIZE);
      if (!process.env.LEDGER_BATCHES) expect(operations).toBeGreaterThanOrEqual(1000);
      console.log(
        `ledger-random: seed ${SEED}, ${operations} operations in ${BATCHES} batches, ${Date.now() - started} ms; ` +
          `${withdrawals.size} withdrawals (${[...withdrawals.values()].filter((w) => w.status === 'completed').length} paid), ` +
          `${deposits.size} deposits (${[...deposits.values()].filter((d) => d.status === 'completed').length} approved); ops ${JSON.stringify(counts)}`,
      );
    },
    120_000 + BATCHES * 5_000,
  );
});
