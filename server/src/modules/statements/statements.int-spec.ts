import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { seededRandom } from '../../../test/helpers/random';
import { createAdmin, createInvestor, uniqueEmail } from '../../../test/factories/users';
import { pdfText, pdfTextItems } from '../../../test/helpers/pdf-text';
import { approveDeposit, firstWalletAddress, submitDeposit } from '../../../test/factories/money';
import { verifyLedger } from '../ledger/ledger-verifier';
import { Decimal } from '../../common/money';
import { LedgerService } from '../ledger/ledger.service';
import { accountMovements } from '../ledger/account-movements';
import { LOCALES, type Locale } from '../../common/locale';
import { STATEMENT_TEXT, statementAmount } from './statement-text';
import { csvColumns } from './statement-csv';

/**
 * Statements against the ledger over random histories: deposits approved and rejected, a referral
 * bonus, investments, daily accrual and capital return (the admin runAccrual with the app clock
 * moved), withdrawals approved and rejected. The history is written in phases; after each phase
 * everything written so far is moved ten days back (entries, postings and the rows that name
 * them, in this test's own database), so statements have openings, several days and cut-offs.
 *
 * Replay with STATEMENT_SEED=<printed seed>.
 */
const SEED = process.env.STATEMENT_SEED ? Number(process.env.STATEMENT_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const DAY = 24 * 60 * 60 * 1000;
const PHASES = 4;
const ACCOUNTS = ['main', 'profit', 'invested'] as const;

/** RFC 4180, enough for our files: quoted cells with "" escapes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

interface CsvAccount {
  opening: string;
  closing: string;
  movements: Array<{ date: string; type: string; description: string; reference: string; amount: string; balanceAfter: string }>;
}

function readStatementCsv(text: string): { columns: string[]; accounts: Record<string, CsvAccount> } {
  const [columns, ...rows] = parseCsv(text);
  const accounts: Record<string, CsvAccount> = {};
  for (const [account, date, type, description, reference, amount, balance] of rows) {
    accounts[account] ??= { opening: '', closing: '', movements: [] };
    if (type === 'opening_balance') accounts[account].opening = balance;
    else if (type === 'closing_balance') accounts[account].closing = balance;
    else accounts[account].movements.push({ date, type, description, reference, amount, balanceAfter: balance });
  }
  return { columns, accounts };
}

/** Per language a user name and a deposit title in scripts other than Latin (the Latin languages get others' scripts). */
const NON_LATIN: Record<Locale, { name: string; title: string }> = {
  en: { name: 'Ωμέγα Παπαδόπουλος', title: '黄金计划' },
  es: { name: 'Иван Петров', title: 'خطة ذهبية' },
  fr: { name: '山田太郎', title: 'स्वर्ण योजना' },
  de: { name: 'राहुल शर्मा', title: 'Золотой план' },
  'zh-CN': { name: '张伟', title: '黄金计划' },
  ja: { name: '山田太郎', title: 'ゴールドプラン' },
  ar: { name: 'محمد علي', title: 'خطة ذهبية' },
  ru: { name: 'Иван Петров', title: 'Золотой план' },
  pt: { name: 'محمد علي', title: '黄金计划' },
  hi: { name: 'राहुल शर्मा', title: 'स्वर्ण योजना' },
};

const STATEMENT_QUERY = `query($from: String!, $to: String!) {
  statement(from: $from, to: $to) {
    from to timeZone generatedAt
    accounts { account openingBalance closingBalance totalIn totalOut movementCount movements { date type description reference amount balanceAfter } }
  }
}`;

describe(`statements reconciled to the ledger (STATEMENT_SEED=${SEED})`, () => {
  let t: TestApp;
  let admin: ApiClient;
  const random = seededRandom(SEED);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const investors: Array<{ id: string; email: string; client: ApiClient }> = [];
  let clock = Date.now();
  const today = () => new Date(clock).toISOString().slice(0, 10);
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

  const setClock = async (at: number) => {
    clock = at;
    const res = await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(at).toISOString() });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  };

  /** The ledger's own balance of a user's account at a moment, straight from the postings. */
  async function ledgerAt(userId: string, account: string, before: string): Promise<string> {
    const { rows } = await t.db.query(
      `SELECT COALESCE(sum(p.amount), 0)::numeric(20,2)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = $1 AND a.kind = $2 AND p.created_at < $3`,
      [userId, account, before],
    );
    return rows[0].total;
  }

  async function deposit(investor: (typeof investors)[number], amount: string, approve = true) {
    const { id } = await submitDeposit(t, investor.client, amount);
    if (approve) {
      const res = await approveDeposit(admin, id);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    } else {
      await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Payment not found") { id } }`, { id });
    }
  }

  async function invest(investor: (typeof investors)[number], amount: string) {
    await investor.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await investor.client.post('/api/update/plan_selected', { amount, uniqId: 'BASIC' });
    return investor.client.post('/api/insert/finalize_investment', {});
  }

  async function withdraw(investor: (typeof investors)[number], amount: string, approve: boolean) {
    const res = await investor.client.post<{ data?: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount,
    });
    if (res.status !== 200 || !res.body.data) return;
    const id = res.body.data.id;
    const mutation = approve
      ? `mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "payout-${id.slice(0, 8)}") { id } }`
      : `mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Address not verified") { id } }`;
    const decided = await admin.gql(mutation, { id });
    if (decided.errors) throw new Error(JSON.stringify(decided.errors));
  }

  /** Moves everything written so far ten days back: a phase of history that happened earlier. */
  async function backdate(days: number) {
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      // The append-only triggers guard the ledger in the app; this arranges this test's past.
      await client.query(`SET LOCAL session_replication_role = replica`);
      const shift = `${days} days`;
      await client.query(`UPDATE ledger_entries SET created_at = created_at - $1::interval`, [shift]);
      await client.query(`UPDATE ledger_postings SET created_at = created_at - $1::interval`, [shift]);
      await client.query(`UPDATE accrual_credits SET created_at = created_at - $1::interval`, [shift]);
      await client.query(`UPDATE audit_log SET created_at = created_at - $1::interval`, [shift]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  beforeAll(async () => {
    console.log(`statements: STATEMENT_SEED=${SEED}`);
    t = await bootApp({ env: { KYC_REQUIRED_ABOVE_USD: '999999999.99' } });
    admin = (await createAdmin(t)).client;
    await firstWalletAddress(t);
    const founder = await createInvestor(t);
    const referred = await createInvestor(t, { referralId: founder.user.referral_id });
    const third = await createInvestor(t);
    for (const created of [founder, referred, third]) investors.push({ id: created.user.id, email: created.email, client: created.client });

    for (let phase = 0; phase < PHASES; phase++) {
      for (const investor of investors) {
        const deposits = int(1, 3);
        for (let i = 0; i < deposits; i++) await deposit(investor, `${int(1000, 4000)}.${String(int(0, 99)).padStart(2, '0')}`, random() > 0.2);
        if (random() < 0.8) await invest(investor, `${int(1000, 1500)}.${String(int(0, 99)).padStart(2, '0')}`);
      }
      // Some days pass: daily profit, and capital back for terms that end.
      await setClock(clock + int(3, 16) * DAY);
      await admin.gql(`mutation { runAccrual }`);
      for (const investor of investors) {
        const n = int(1, 3);
        for (let i = 0; i < n; i++) await withdraw(investor, `${int(10, 300)}.${String(int(0, 99)).padStart(2, '0')}`, random() < 0.6);
      }
      if (phase < PHASES - 1) await backdate(10);
    }
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  }, 240_000);
  afterAll(() => t?.close());

  async function checkRange(investor: (typeof investors)[number], from: string, to: string) {
    const res = await investor.client.raw(`/api/statement.csv?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${from}-to-${to}.csv"`);
    const csv = readStatementCsv(await res.text());
    expect(csv.columns).toEqual(['account', 'date_utc', 'type', 'description', 'reference', 'amount_usd', 'balance_after_usd']);
    expect(Object.keys(csv.accounts)).toEqual([...ACCOUNTS]);
    const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY).toISOString();

    for (const account of ACCOUNTS) {
      const { opening, closing, movements } = csv.accounts[account];
      const label = { seed: SEED, investor: investor.email, account, from, to };
      // Opening and closing are the ledger at the start of the first day and the end of the last.
      expect({ ...label, opening }).toEqual({ ...label, opening: await ledgerAt(investor.id, account, `${from}T00:00:00Z`) });
      expect({ ...label, closing }).toEqual({ ...label, closing: await ledgerAt(investor.id, account, end) });
      // Opening + movements = closing, and each balance after follows from the one before.
      let balance = new Decimal(opening);
      for (const m of movements) {
        balance = balance.plus(m.amount);
        expect({ ...label, at: m.date, balanceAfter: m.balanceAfter }).toEqual({ ...label, at: m.date, balanceAfter: balance.toFixed(2) });
        expect(m.date >= `${from} 00:00:00` && m.date <= `${to} 23:59:59`).toBe(true);
      }
      expect({ ...label, sum: balance.toFixed(2) }).toEqual({ ...label, sum: closing });
      const { rows } = await t.db.query(
        `SELECT count(*)::int AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.user_id = $1 AND a.kind = $2 AND p.created_at >= $3 AND p.created_at < $4`,
        [investor.id, account, `${from}T00:00:00Z`, end],
      );
      expect({ ...label, count: movements.length }).toEqual({ ...label, count: rows[0].n });
    }

    // GraphQL tells the same figures.
    const gql = await investor.client.gql<{
      statement: {
        timeZone: string;
        accounts: Array<{ account: string; openingBalance: string; closingBalance: string; movements: Array<Record<string, string | null>> }>;
      };
    }>(STATEMENT_QUERY, { from, to });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.statement.timeZone).toBe('UTC');
    expect(
      gql.data!.statement.accounts.map((a) => ({
        account: a.account,
        opening: a.openingBalance,
        closing: a.closingBalance,
        movements: a.movements.map((m) => ({
          date: String(m.date).slice(0, 19).replace('T', ' '),
          type: m.type,
          description: m.description,
          reference: m.reference ?? '',
          amount: m.amount,
          balanceAfter: m.balanceAfter,
        })),
      })),
    ).toEqual(ACCOUNTS.map((account) => ({ account, ...csv.accounts[account] })));
    return csv;
  }

  it('the CSV agrees with the ledger for every investor over the whole history and over cut ranges, and GraphQL with the CSV', async () => {
    const descriptions = new Set<string>();
    for (const investor of investors) {
      const whole = await checkRange(investor, day(-40), today());
      for (const account of ACCOUNTS) for (const m of whole.accounts[account].movements) descriptions.add(m.description);
      // The whole history closes at the stored balances.
      const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = ANY($2)`, [investor.id, [...ACCOUNTS]]);
      for (const row of rows) expect({ account: row.kind, closing: whole.accounts[row.kind].closing }).toEqual({ account: row.kind, closing: row.balance });
      // Ranges that cut the history: openings carry the earlier phases, closings stop before later ones.
      await checkRange(investor, day(-10), today());
      await checkRange(investor, day(-25), day(-5));
      await checkRange(investor, day(-int(1, 30)), day(-int(0, 0)));
      await checkRange(investor, today(), today());
    }
    expect([...descriptions]).toEqual(expect.arrayContaining(['Deposit', 'Investment - BASIC', 'Profit - BASIC', 'Withdrawal', 'Referral Bonus']));
    const refs = await investors[0].client.raw(`/api/statement.csv?from=${day(-40)}&to=${today()}`).then((r) => r.text());
    const { rows: deposits } = await t.db.query(`SELECT reference_id FROM transactions WHERE user_id = $1 AND kind = 'deposit' AND status = 'completed'`, [
      investors[0].id,
    ]);
    for (const d of deposits) expect(refs).toContain(d.reference_id);
  });

  it('reads the same movements whatever the batch size, also when postings share one time', async () => {
    const investor = investors[1];
    // Five credits in one database transaction: five postings on one account with the same created_at.
    const ledger = t.app.get(LedgerService);
    await t.app.get(DataSource).transaction(async (manager) => {
      for (let i = 1; i <= 5; i++) {
        await ledger.post(manager, {
          kind: 'test_credit',
          postings: [
            { account: 'profit_expense', amount: `-${i}.00` },
            { userId: investor.id, account: 'profit', amount: `${i}.00` },
          ],
        });
      }
    });
    const start = new Date(`${day(-40)}T00:00:00Z`);
    const end = new Date(Date.now() + DAY);
    const read = async (batch: number) => {
      const rows: string[] = [];
      for await (const rowsOfBatch of accountMovements(t.app.get(DataSource), investor.id, 'profit', start, end, batch)) {
        expect(rowsOfBatch.length).toBeLessThanOrEqual(batch);
        rows.push(...rowsOfBatch.map((r) => `${r.postingId} ${r.amount} ${r.entryKind}`));
      }
      return rows;
    };
    const all = await read(100_000);
    // More rows than the largest batch below, so every batch size pages at least once (since accrual
    // writes one profit line per plan and day, a seed can leave this investor fewer than ten).
    expect(all.length).toBeGreaterThan(7);
    for (const batch of [1, 2, 3, 7]) expect({ batch, rows: await read(batch) }).toEqual({ batch, rows: all });
    expect(all.slice(-5).map((r) => r.split(' ').slice(1).join(' '))).toEqual([
      '1.00 test_credit',
      '2.00 test_credit',
      '3.00 test_credit',
      '4.00 test_credit',
      '5.00 test_credit',
    ]);
    await checkRange(investor, day(-40), today());
  });

  it('names a capital return after its investment', async () => {
    const investor = investors[2];
    await deposit(investor, '1500.00');
    expect((await invest(investor, '1200.00')).status).toBe(200);
    await setClock(clock + 15 * DAY);
    await admin.gql(`mutation { runAccrual }`);
    const csv = await checkRange(investor, day(-40), today());
    const main = csv.accounts.main.movements.map((m) => m.description);
    expect(main).toContain('Capital Return - BASIC');
    expect(csv.accounts.invested.movements.at(-1)).toMatchObject({ type: 'capital_return', description: 'Capital Return - BASIC' });
  });

  it('sends the same statement as a PDF that says it is in UTC', async () => {
    const investor = investors[0];
    const res = await investor.client.raw(`/api/statement.pdf?from=${day(-40)}&to=${today()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${day(-40)}-to-${today()}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    const text = pdfText(pdf);
    expect(text).toContain('Account statement');
    expect(text).toContain('All dates and times are in UTC');
    expect(text).toContain('Opening balance');
    expect(text).toContain('Deposit');
    const csv = readStatementCsv(await investor.client.raw(`/api/statement.csv?from=${day(-40)}&to=${today()}`).then((r) => r.text()));
    // The CSV's plain decimals, with the reader's thousands separators in the PDF.
    for (const account of ACCOUNTS) expect(text).toContain(statementAmount(csv.accounts[account].closing, 'en'));
  });

  it('names the platform and its contact and the account number, and marks a withdrawal not paid out yet', async () => {
    const { user, email, client } = await createInvestor(t);
    const investor = { id: user.id, email, client };
    await deposit(investor, '1500.00');
    await withdraw(investor, '20.00', true);
    const held = await client.post('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '100.00' });
    expect(held.status).toBe(200);
    const { rows } = await t.db.query<{ reg_id: string }>(`SELECT reg_id FROM users WHERE id = $1`, [user.id]);
    const res = await client.raw(`/api/statement.pdf?from=${day(0)}&to=${today()}`);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    // The site content's company (seeded) and the support address it falls back to.
    for (const part of [
      'Investment Platform Ltd',
      '41 Tabernacle Street',
      t.config.supportEmail,
      '+44 20 7946 0321',
      `Account number: ${rows[0].reg_id}`,
      '1,500.00',
    ]) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
    // The paid withdrawal is not marked; the held one is, once.
    expect(text.split('not yet paid').length - 1).toBe(1);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'STATEMENT_DATE_INVALID'],
    ['from=yesterday&to=today', 'STATEMENT_DATE_INVALID'],
    ['from=2026-01-01T00:00:00Z&to=2026-01-02', 'STATEMENT_DATE_INVALID'],
    ['to=2026-01-02', 'STATEMENT_DATE_REQUIRED'],
    ['', 'STATEMENT_DATE_REQUIRED'],
    ['from=2026-01-02&from=2026-01-03&to=2026-01-04', 'STATEMENT_DATE_INVALID'],
  ])('refuses %p with 400 %s (CSV and PDF)', async (query, code) => {
    const { client } = investors.length ? investors[1] : await createInvestor(t);
    for (const ext of ['csv', 'pdf']) {
      const res = await client.get(`/api/statement.${ext}?${query}`);
      expect({ ext, status: res.status, code: res.body.code, status2: res.body.status }).toEqual({ ext, status: 400, code, status2: 'error' });
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('refuses reversed, future and over-five-year ranges with a clear 400', async () => {
    const { client } = investors[1];
    const cases: Array<[string, string, string, RegExp]> = [
      [day(-1), day(-2), 'STATEMENT_RANGE_REVERSED', /on or before/],
      [day(-1), '2999-01-01', 'STATEMENT_DATE_IN_FUTURE', /future/],
      ['2999-01-01', '2999-01-02', 'STATEMENT_DATE_IN_FUTURE', /future/],
      ['2015-01-01', today(), 'STATEMENT_RANGE_TOO_LONG', /5 years/],
    ];
    for (const [from, to, code, message] of cases) {
      for (const ext of ['csv', 'pdf']) {
        const res = await client.get(`/api/statement.${ext}?from=${from}&to=${to}`);
        expect({ from, to, ext, status: res.status, code: res.body.code }).toEqual({ from, to, ext, status: 400, code });
        expect(res.body.message).toMatch(message);
      }
      const gql = await client.gql(STATEMENT_QUERY, { from, to });
      expect({ from, to, code: gql.errors?.[0].extensions?.code }).toEqual({ from, to, code: 'BAD_USER_INPUT' });
      expect(gql.errors?.[0].message).toMatch(message);
    }
  });

  it('refuses the signed out (401) and shows each investor only their own money', async () => {
    const anonymous = t.client();
    for (const ext of ['csv', 'pdf']) expect((await anonymous.get(`/api/statement.${ext}?from=${day(-1)}&to=${today()}`)).status).toBe(401);
    expect((await anonymous.gql(STATEMENT_QUERY, { from: day(-1), to: today() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const stranger = await createInvestor(t);
    const owner = investors[0];
    // A user id in the query changes nothing: the statement is always the signed-in user's.
    const res = await stranger.client.raw(`/api/statement.csv?from=${day(-40)}&to=${today()}&userId=${owner.id}&user_id=${owner.id}`);
    expect(res.status).toBe(200);
    const csv = readStatementCsv(await res.text());
    for (const account of ACCOUNTS) expect(csv.accounts[account]).toEqual({ opening: '0.00', closing: '0.00', movements: [] });
    const gql = await stranger.client.gql<{ statement: { accounts: Array<{ movementCount: number }> } }>(STATEMENT_QUERY, { from: day(-40), to: today() });
    expect(gql.data!.statement.accounts.map((a) => a.movementCount)).toEqual([0, 0, 0]);
  });

  it('gives its database connection back when a download is cut short (more times than the pool has connections)', async () => {
    const investor = await createInvestor(t);
    // 5,000 deposits through the ledger's function, enough that the file leaves in many pieces.
    await t.db.query(
      `DO $$ DECLARE tx uuid; BEGIN
         FOR i IN 1 .. 5000 LOOP
           INSERT INTO transactions (user_id, kind, title, amount, status, reference_id) VALUES ('${investor.user.id}', 'deposit', 'Deposit', 10, 'completed', 'CUT' || i) RETURNING id INTO tx;
           PERFORM ledger_post('deposit', tx, NULL, ARRAY[NULL, '${investor.user.id}']::uuid[], ARRAY['deposits_received', 'main'], ARRAY[-10, 10]::numeric[]);
         END LOOP;
       END $$`,
    );
    for (let i = 0; i < 25; i++) {
      const abort = new AbortController();
      const res = await fetch(`${t.baseUrl}/api/statement.${i % 2 ? 'pdf' : 'csv'}?from=${day(0)}&to=${today()}`, {
        headers: { cookie: investor.client.cookieHeader },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      await reader.cancel().catch(() => undefined);
    }
    const whole = await investor.client.raw(`/api/statement.csv?from=${day(0)}&to=${today()}`);
    const csv = readStatementCsv(await whole.text());
    expect(csv.accounts.main.movements).toHaveLength(5000);
    expect(csv.accounts.main.closing).toBe('50000.00');
  }, 180_000); // 5,000 deposits and a dozen cut downloads: a minute on a loaded 2-core machine was not always enough

  it('keeps spreadsheet formulas out of the CSV', async () => {
    const investor = await createInvestor(t);
    await deposit({ id: investor.user.id, email: investor.email, client: investor.client }, '1000.00');
    // Titles come from the platform, but a plan title is admin-written text: one that looks like a formula.
    await t.db.query(`UPDATE transactions SET title = '=HYPERLINK("http://evil")' WHERE user_id = $1 AND kind = 'deposit'`, [investor.user.id]);
    const text = await investor.client.raw(`/api/statement.csv?from=${day(0)}&to=${today()}`).then((r) => r.text());
    const csv = readStatementCsv(text);
    expect(csv.accounts.main.movements[0]).toMatchObject({ description: `'=HYPERLINK("http://evil")`, amount: '1000.00', balanceAfter: '1000.00' });
  });

  it.each(LOCALES)(
    '%s: the PDF has its headings in the language and names and titles in any script (Arabic right to left); the CSV its column names',
    async (locale) => {
      const { name, title } = NON_LATIN[locale];
      const client = t.client();
      const email = uniqueEmail(`statement-${locale.toLowerCase()}`);
      expect((await client.register({ email, fullName: name })).status).toBe(200);
      const login = await client.login(email);
      const id = (login.body.data as { id: string }).id;
      expect((await client.gql(`mutation($locale: String!) { setLocale(locale: $locale) { locale } }`, { locale })).errors).toBeUndefined();
      await deposit({ id, email, client }, '1234.50');
      // The deposit's title stands for admin-written text (a plan title) in another script.
      await t.db.query(`UPDATE transactions SET title = $2 WHERE user_id = $1 AND kind = 'deposit'`, [id, title]);
      const words = STATEMENT_TEXT[locale];

      const res = await client.raw(`/api/statement.pdf?from=${day(0)}&to=${today()}`);
      expect(res.status).toBe(200);
      const pdf = Buffer.from(await res.arrayBuffer());
      const items = pdfTextItems(pdf);
      const text = locale === 'ar' ? pdfText(items, { rightToLeft: true }) : pdfText(pdf);
      const headings = [
        words.heading,
        words.accounts.main,
        words.accounts.profit,
        words.openingBalance,
        words.closingBalance,
        ...Object.values(words.columns),
        words.types.deposit,
      ];
      for (const heading of headings) expect({ locale, heading, found: text.includes(heading) }).toEqual({ locale, heading, found: true });
      expect(text).toContain(name);
      expect(text).toContain(email);
      expect(text).toContain(title);
      const amount = statementAmount('1234.50', locale).replace(/[\u200e\u061c]/g, '');
      expect(text).toContain(amount);
      expect(text).not.toMatch(/[?\ufffd]/);

      // The columns run from the right in Arabic, from the left otherwise: the date before the amount in reading order.
      const first = (prefix: string) => items.find((i) => i.text.startsWith(prefix))!;
      const dateTitle = first(words.columns.date.split(/[\s（(]/)[0]);
      const amountTitle = first(words.columns.amount);
      // The deposit's line: its amount (and balance after), and on the same line its date.
      const amountCell = items.find((i) => i.text === amount)!;
      const dateCell = items.find(
        (i) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(i.text) && i.page === amountCell?.page && Math.round(i.y) === Math.round(amountCell.y),
      )!;
      expect([dateTitle, amountTitle, dateCell, amountCell].every(Boolean)).toBe(true);
      if (locale === 'ar') {
        expect(dateTitle.x).toBeGreaterThan(amountTitle.x);
        expect(dateCell.x).toBeGreaterThan(amountCell.x);
        // The heading hangs from the right margin.
        expect(first(words.heading).x).toBeGreaterThan(595.28 / 2);
      } else {
        expect(dateTitle.x).toBeLessThan(amountTitle.x);
        expect(dateCell.x).toBeLessThan(amountCell.x);
        expect(first(words.heading).x).toBe(40);
      }

      const csv = parseCsv(await client.raw(`/api/statement.csv?from=${day(0)}&to=${today()}`).then((r) => r.text()));
      expect(csv[0]).toEqual(csvColumns(locale));
      expect(csv[0]).toEqual(
        locale === 'en'
          ? ['account', 'date_utc', 'type', 'description', 'reference', 'amount_usd', 'balance_after_usd']
          : expect.arrayContaining([words.csvColumns.date]),
      );
      // The cells stay machine-readable in every language: codes, plain decimals, ISO times.
      expect(csv.find((row) => row[2] === 'deposit')).toEqual([
        'main',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        'deposit',
        title,
        expect.any(String),
        '1234.50',
        '1234.50',
      ]);
    },
  );
});
