/** A row of a check's answer: every column is read as text (NULL where the query allows it). */
export type CheckRow = Record<string, string>;

/** One invariant: a query answering each violation as a row, and how to say it. */
export interface LedgerCheck {
  name: string;
  sql: string;
  describe: (row: CheckRow) => string;
}

/** The invariants of DESIGN.md, each as a query listing its violations. */
export const LEDGER_CHECKS: LedgerCheck[] = [
  {
    name: 'all postings sum to zero',
    sql: `SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_postings HAVING COALESCE(sum(amount), 0) <> 0`,
    describe: (r) => `all postings sum to ${r.total}, not 0`,
  },
  {
    name: 'each entry balances',
    sql: `SELECT entry_id::text, sum(amount)::text AS total FROM ledger_postings GROUP BY entry_id HAVING sum(amount) <> 0`,
    describe: (r) => `entry ${r.entry_id} sums to ${r.total}`,
  },
  {
    name: 'stored balances equal their postings',
    sql: `SELECT a.id::text, a.kind, a.user_id::text, a.balance::text, COALESCE(sum(p.amount), 0)::text AS posted
            FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
           GROUP BY a.id HAVING a.balance <> COALESCE(sum(p.amount), 0)`,
    describe: (r) => `account ${r.id} (${r.user_id ?? 'platform'}/${r.kind}) stores ${r.balance} but its postings sum to ${r.posted}`,
  },
  {
    name: 'no user account is negative',
    sql: `SELECT id::text, user_id::text, kind, balance::text FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`,
    describe: (r) => `account ${r.id} (${r.user_id}/${r.kind}) is negative: ${r.balance}`,
  },
  {
    name: 'every approved deposit has exactly one credit, others none',
    sql: `SELECT t.id::text, t.status, count(e.id)::text AS credits
            FROM transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.kind = 'deposit'
           WHERE t.kind = 'deposit'
           GROUP BY t.id HAVING count(e.id) <> CASE WHEN t.status = 'completed' THEN 1 ELSE 0 END`,
    describe: (r) => `deposit ${r.id} (${r.status}) has ${r.credits} credits`,
  },
  {
    name: 'each withdrawal is held once and settled at most once',
    sql: `SELECT t.id::text, t.status,
                 count(*) FILTER (WHERE e.kind = 'withdrawal_request')::text AS held,
                 count(*) FILTER (WHERE e.kind IN ('withdrawal_payout', 'withdrawal_return'))::text AS settled
            FROM transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
           WHERE t.kind = 'withdrawal'
           GROUP BY t.id
          HAVING count(*) FILTER (WHERE e.kind = 'withdrawal_request') <> 1
              OR count(*) FILTER (WHERE e.kind IN ('withdrawal_payout', 'withdrawal_return')) <> CASE WHEN t.status = 'pending' THEN 0 ELSE 1 END`,
    describe: (r) => `withdrawal ${r.id} (${r.status}) was held ${r.held} times and settled ${r.settled} times`,
  },
  {
    name: 'each withdrawal request holds its amount, taken from main and profit',
    sql: `SELECT t.id::text, t.amount::text,
                 COALESCE(sum(p.amount) FILTER (WHERE a.kind = 'withdrawal_hold'), 0)::text AS held,
                 COALESCE(-sum(p.amount) FILTER (WHERE a.kind IN ('main', 'profit')), 0)::text AS taken
            FROM transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id AND e.kind = 'withdrawal_request'
            JOIN ledger_postings p ON p.entry_id = e.id
            JOIN ledger_accounts a ON a.id = p.account_id
           WHERE t.kind = 'withdrawal'
           GROUP BY t.id
          HAVING COALESCE(sum(p.amount) FILTER (WHERE a.kind = 'withdrawal_hold'), 0) <> t.amount
              OR COALESCE(-sum(p.amount) FILTER (WHERE a.kind IN ('main', 'profit')), 0) <> t.amount
              OR bool_or(a.user_id IS DISTINCT FROM t.user_id OR a.kind NOT IN ('main', 'profit', 'withdrawal_hold'))`,
    describe: (r) => `withdrawal ${r.id} of ${r.amount} held ${r.held}, taking ${r.taken} from main and profit`,
  },
  {
    name: 'each rejected withdrawal returned every part to the account it came from',
    sql: `WITH parts AS (
            SELECT t.id, a.kind,
                   COALESCE(sum(p.amount) FILTER (WHERE e.kind = 'withdrawal_request'), 0) AS taken,
                   COALESCE(sum(p.amount) FILTER (WHERE e.kind = 'withdrawal_return'), 0) AS returned
              FROM transactions t
              JOIN ledger_entries e ON e.transaction_id = t.id AND e.kind IN ('withdrawal_request', 'withdrawal_return')
              JOIN ledger_postings p ON p.entry_id = e.id
              JOIN ledger_accounts a ON a.id = p.account_id
             WHERE t.kind = 'withdrawal' AND t.status = 'rejected' AND a.kind IN ('main', 'profit')
             GROUP BY t.id, a.kind)
          SELECT id::text, kind, (-taken)::text AS taken, returned::text AS returned FROM parts WHERE taken + returned <> 0`,
    describe: (r) => `withdrawal ${r.id} took ${r.taken} from ${r.kind} but returned ${r.returned}`,
  },
  {
    name: 'each hold equals its pending withdrawals',
    sql: `SELECT a.user_id::text, a.balance::text, COALESCE((SELECT sum(amount) FROM transactions t WHERE t.user_id = a.user_id AND t.kind = 'withdrawal' AND t.status = 'pending'), 0)::text AS pending
            FROM ledger_accounts a
           WHERE a.kind = 'withdrawal_hold'
             AND a.balance <> COALESCE((SELECT sum(amount) FROM transactions t WHERE t.user_id = a.user_id AND t.kind = 'withdrawal' AND t.status = 'pending'), 0)`,
    describe: (r) => `user ${r.user_id} holds ${r.balance} but has ${r.pending} in pending withdrawals`,
  },
  {
    name: "each user's invested balance equals their active investments",
    sql: `SELECT a.user_id::text, a.balance::text, COALESCE((SELECT sum(amount) FROM investments i WHERE i.user_id = a.user_id AND i.status = 'active'), 0)::text AS active
            FROM ledger_accounts a
           WHERE a.kind = 'invested'
             AND a.balance <> COALESCE((SELECT sum(amount) FROM investments i WHERE i.user_id = a.user_id AND i.status = 'active'), 0)`,
    describe: (r) => `user ${r.user_id} has ${r.balance} invested but ${r.active} in active investments`,
  },
  {
    name: "no investment's accrued profit exceeds its promised total",
    sql: `SELECT id::text, accrued::text, total_profit::text FROM investments WHERE accrued > total_profit`,
    describe: (r) => `investment ${r.id} accrued ${r.accrued} of a promised ${r.total_profit}`,
  },
  {
    name: "each investment's accrued profit equals its daily credits",
    sql: `SELECT i.id::text, i.accrued::text, COALESCE(sum(c.amount), 0)::text AS credited
            FROM investments i LEFT JOIN accrual_credits c ON c.investment_id = i.id
           GROUP BY i.id HAVING i.accrued <> COALESCE(sum(c.amount), 0)`,
    describe: (r) => `investment ${r.id} shows ${r.accrued} accrued but its credits sum to ${r.credited}`,
  },
  {
    name: 'no accrual credit is negative',
    sql: `SELECT investment_id::text, day::text, amount::text FROM accrual_credits WHERE amount < 0`,
    describe: (r) => `investment ${r.investment_id} was credited ${r.amount} on day ${r.day}`,
  },
  {
    // The profit records leave out zero credits, so this compares the postings with the credits themselves.
    name: "each user's accrual postings to profit equal their accrual credits",
    sql: `WITH posted AS (
            SELECT a.user_id, sum(p.amount) AS amount
              FROM ledger_entries e
              JOIN ledger_postings p ON p.entry_id = e.id
              JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'profit'
             WHERE e.kind = 'profit_accrual'
             GROUP BY a.user_id),
          credited AS (
            SELECT i.user_id, sum(c.amount) AS amount
              FROM accrual_credits c JOIN investments i ON i.id = c.investment_id
             GROUP BY i.user_id)
          SELECT COALESCE(p.user_id, c.user_id)::text AS user_id, COALESCE(p.amount, 0)::text AS posted, COALESCE(c.amount, 0)::text AS credited
            FROM posted p FULL JOIN credited c ON c.user_id = p.user_id
           WHERE COALESCE(p.amount, 0) <> COALESCE(c.amount, 0)`,
    describe: (r) => `user ${r.user_id} was posted ${r.posted} profit by accrual but their investments' credits sum to ${r.credited}`,
  },
  // Reconciliation: every entry belongs to exactly one business record and moves its amount.
  {
    name: 'every entry belongs to a business record of its kind',
    sql: `SELECT e.id::text, e.kind, e.transaction_id::text, t.kind AS record_kind
            FROM ledger_entries e LEFT JOIN transactions t ON t.id = e.transaction_id
           WHERE NOT COALESCE(CASE
                   WHEN e.kind IN ('profit_accrual', 'capital_return') THEN e.transaction_id IS NULL
                   WHEN e.kind IN ('withdrawal_request', 'withdrawal_payout', 'withdrawal_return') THEN t.kind = 'withdrawal'
                   WHEN e.kind IN ('deposit', 'investment', 'referral_bonus') THEN t.kind = e.kind
                   WHEN e.kind = 'balance_correction' THEN e.transaction_id IS NULL AND EXISTS (SELECT 1 FROM balance_corrections c WHERE c.entry_id = e.id)
                   ELSE e.kind LIKE 'test\\_%' AND current_setting('ledger.test_entries', true) = 'allowed'
                 END, false)
           ORDER BY e.id`,
    describe: (r) =>
      r.transaction_id
        ? `entry ${r.id} (${r.kind}) points to ${r.record_kind ? `a ${r.record_kind}` : 'no transaction'} (${r.transaction_id})`
        : `entry ${r.id} (${r.kind}) belongs to no business record`,
  },
  {
    name: "each entry moves its record's amount, for its record's user",
    sql: `SELECT e.id::text, e.kind, t.id::text AS transaction_id, t.amount::text,
                 COALESCE(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS moved,
                 bool_or(a.user_id IS DISTINCT FROM t.user_id AND a.user_id IS NOT NULL) AS other_user
            FROM ledger_entries e
            JOIN transactions t ON t.id = e.transaction_id
            JOIN ledger_postings p ON p.entry_id = e.id
            JOIN ledger_accounts a ON a.id = p.account_id
           GROUP BY e.id, t.id
          HAVING COALESCE(sum(p.amount) FILTER (WHERE p.amount > 0), 0) <> t.amount
              OR bool_or(a.user_id IS DISTINCT FROM t.user_id AND a.user_id IS NOT NULL)
           ORDER BY e.id`,
    describe: (r) =>
      r.other_user
        ? `entry ${r.id} (${r.kind}) of ${r.transaction_id} moves money of another user`
        : `entry ${r.id} (${r.kind}) moves ${r.moved} but its ${r.transaction_id} is for ${r.amount}`,
  },
  {
    name: "each user's accrual entries equal their profit and capital-return records",
    sql: `WITH posted AS (
            SELECT a.user_id,
                   COALESCE(sum(p.amount) FILTER (WHERE e.kind = 'profit_accrual' AND a.kind = 'profit'), 0) AS profit,
                   COALESCE(sum(p.amount) FILTER (WHERE e.kind = 'capital_return' AND a.kind = 'main'), 0) AS returned,
                   count(*) FILTER (WHERE (e.kind = 'profit_accrual' AND a.kind NOT IN ('profit', 'profit_expense'))
                                       OR (e.kind = 'capital_return' AND a.kind NOT IN ('main', 'invested'))) AS stray
              FROM ledger_entries e
              JOIN ledger_postings p ON p.entry_id = e.id
              JOIN ledger_accounts a ON a.id = p.account_id
             WHERE e.kind IN ('profit_accrual', 'capital_return')
             GROUP BY a.user_id),
          recorded AS (
            SELECT user_id,
                   COALESCE(sum(amount) FILTER (WHERE kind = 'profit'), 0) AS profit,
                   COALESCE(sum(amount) FILTER (WHERE kind = 'capital_return'), 0) AS returned
              FROM transactions WHERE kind IN ('profit', 'capital_return') AND status = 'completed'
             GROUP BY user_id)
          SELECT COALESCE(p.user_id, r.user_id)::text AS user_id, COALESCE(p.profit, 0)::text AS posted_profit,
                 COALESCE(r.profit, 0)::text AS profit, COALESCE(p.returned, 0)::text AS posted_returned,
                 COALESCE(r.returned, 0)::text AS returned, COALESCE(p.stray, 0)::text AS stray
            FROM posted p FULL JOIN recorded r ON r.user_id = p.user_id
           WHERE COALESCE(p.stray, 0) > 0
              OR (COALESCE(p.user_id, r.user_id) IS NOT NULL
                  AND (COALESCE(p.profit, 0) <> COALESCE(r.profit, 0) OR COALESCE(p.returned, 0) <> COALESCE(r.returned, 0)))`,
    describe: (r) =>
      r.stray !== '0'
        ? `accrual entries post ${r.stray} times to accounts of ${r.user_id ?? 'the platform'} they must not touch`
        : `user ${r.user_id} was credited ${r.posted_profit} profit and ${r.posted_returned} capital by accrual, but their records say ${r.profit} and ${r.returned}`,
  },
  {
    name: 'each approved balance correction posted its amount to its account, against the corrections account, once',
    sql: `SELECT c.id::text, c.status, c.account_kind, c.amount::text, max(e.kind) AS entry_kind, count(p.id)::text AS postings,
                 count(*) FILTER (WHERE a.user_id = c.user_id AND a.kind = c.account_kind AND p.amount = c.amount)::text AS to_user,
                 count(*) FILTER (WHERE a.user_id IS NULL AND a.kind = 'corrections' AND p.amount = -c.amount)::text AS to_platform
            FROM balance_corrections c
            LEFT JOIN ledger_entries e ON e.id = c.entry_id
            LEFT JOIN ledger_postings p ON p.entry_id = e.id
            LEFT JOIN ledger_accounts a ON a.id = p.account_id
           WHERE c.status = 'approved' OR c.entry_id IS NOT NULL
           GROUP BY c.id
          HAVING c.status <> 'approved' OR max(e.kind) IS DISTINCT FROM 'balance_correction' OR count(p.id) <> 2
              OR count(*) FILTER (WHERE a.user_id = c.user_id AND a.kind = c.account_kind AND p.amount = c.amount) <> 1
              OR count(*) FILTER (WHERE a.user_id IS NULL AND a.kind = 'corrections' AND p.amount = -c.amount) <> 1`,
    describe: (r) =>
      `balance correction ${r.id} (${r.status}, ${r.amount} to ${r.account_kind}) has a ${r.entry_kind ?? 'missing'} entry of ${r.postings} postings (${r.to_user} to the user, ${r.to_platform} to corrections)`,
  },
  {
    // A profit record covers one user's credits of one plan on one UTC day in one accrual run (several investments may share it).
    name: "each profit record equals its accrual credits, all of its user's investments",
    sql: `SELECT c.transaction_id::text, count(*)::text AS credits, sum(c.amount)::text AS amount, t.amount::text AS recorded, t.kind
            FROM accrual_credits c
            JOIN investments i ON i.id = c.investment_id
            LEFT JOIN transactions t ON t.id = c.transaction_id
           WHERE c.transaction_id IS NOT NULL
           GROUP BY c.transaction_id, t.id
          HAVING t.id IS NULL OR t.kind <> 'profit' OR t.amount <> sum(c.amount) OR bool_or(i.user_id <> t.user_id)`,
    describe: (r) =>
      `profit record ${r.transaction_id} (${r.kind ?? 'missing'}) says ${r.recorded ?? 'nothing'} but its ${r.credits} credit(s) sum to ${r.amount} or belong to another user`,
  },
  {
    name: 'each investment and capital return equals its investment record',
    sql: `SELECT t.id::text, t.kind, t.amount::text, i.id::text AS investment_id, i.amount::text AS invested
            FROM transactions t
            LEFT JOIN investments i ON i.transaction_id = CASE WHEN t.kind = 'investment' THEN t.id ELSE t.source_transaction_id END
           WHERE t.kind IN ('investment', 'capital_return') AND (i.id IS NULL OR i.amount <> t.amount)`,
    describe: (r) =>
      r.investment_id ? `${r.kind} ${r.id} is for ${r.amount} but investment ${r.investment_id} is for ${r.invested}` : `${r.kind} ${r.id} has no investment`,
  },
];
