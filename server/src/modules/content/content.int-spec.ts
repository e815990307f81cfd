import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient, RestResponse } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, creditProfit, submitDeposit } from '../../../test/factories/money';
import { SEED_EN, SEED_TRANSLATIONS } from './site-content.seed';
import { SITE_LOCALES } from './site-content.types';

interface SiteContent {
  locale: string;
  company: Record<string, unknown> & { name: string; jurisdiction: string; address: string; email: string; phone: string; map: { lat: string; lon: string } };
  openingHours: Array<{ days: string; hours: string }>;
  counters: Array<{ key: string; label: string; value: string; format: string; live: boolean }>;
  investorCount: { value: string; live: boolean; shown: boolean };
  testimonials: Array<{ name: string; role: string; quote: string }>;
  faq: Array<{ question: string; answer: string }>;
  riskWarning: string;
  terms: string;
  countersShown: boolean;
  referralBonusPercent: string;
}

const FIELDS = `locale company { name legalName registrationNumber incorporatedOn jurisdiction address email phone map { lat lon } }
  openingHours { days hours } counters { key label value format live } investorCount { value live shown }
  testimonials { name role quote } faq { question answer } riskWarning terms countersShown referralBonusPercent`;
const SITE_CONTENT = `query($locale: String) { siteContent(locale: $locale) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { ${FIELDS} } }`;
const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const MINUTE = 60_000;

describe('site content (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let adminId: string;
  /** How far the app clock has been moved ahead (the live figures are cached for a minute of it). */
  let clockAhead = 0;

  beforeAll(async () => {
    // These tests read the live figures of a nearly empty database: publish them from the first investor.
    t = await bootApp({ env: { PUBLIC_COUNTERS_MIN_INVESTORS: '0', PUBLIC_COUNTERS_MIN_USD: '0' } });
    const created = await createAdmin(t);
    admin = created.client;
    adminId = created.user.id;
  });
  afterAll(() => t.close());

  const rest = (lang?: string) => t.client().get<SiteContent>(`/api/site_content${lang === undefined ? '' : `?lang=${encodeURIComponent(lang)}`}`);
  const content = async (lang?: string) => {
    const res = await rest(lang);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** A string value is sent as is (JSON text); anything else is encoded. */
  const update = (client: ApiClient, key: string, locale: string, value: unknown, init?: { csrf?: boolean }) =>
    client.gql<{ updateSiteContent: SiteContent }>(UPDATE, { input: { key, locale, value: typeof value === 'string' ? value : JSON.stringify(value) } }, init);
  const row = async (key: string, locale: string) =>
    (await t.db.query(`SELECT value, updated_at, updated_by FROM site_content WHERE key = $1 AND locale = $2`, [key, locale])).rows[0];
  /** Moves the app clock past the live figures' cache. */
  const expireFigures = async () => {
    clockAhead += MINUTE + 1000;
    const res = await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(Date.now() + clockAhead).toISOString() });
    expect(res.errors).toBeUndefined();
  };
  const figures = async () => {
    const body = await content();
    return Object.fromEntries(body.counters.map((c) => [c.key, c.value]));
  };
  const liveInvestors = async () => String((await t.db.query(`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`)).rows[0].n);

  it('answers English by default in exactly the shape the client reads, revalidated on every visit (an edit shows at once)', async () => {
    await expireFigures();
    const res = await rest();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = res.body;
    expect(Object.keys(body).sort()).toEqual(
      [
        'company',
        'counters',
        'countersShown',
        'faq',
        'investorCount',
        'locale',
        'openingHours',
        'referralBonusPercent',
        'riskWarning',
        'terms',
        'testimonials',
      ].sort(),
    );
    expect(body.locale).toBe('en');
    expect(body.company).toEqual({
      name: 'Investment Platform',
      legalName: SEED_EN.company.legalName,
      registrationNumber: SEED_EN.company.registrationNumber,
      incorporatedOn: SEED_EN.company.incorporatedOn,
      jurisdiction: 'England and Wales',
      address: SEED_EN.company.address,
      email: 'support@test.local', // SUPPORT_EMAIL, as no operator set one
      phone: SEED_EN.company.phone,
      map: { lat: expect.stringMatching(/^-?\d+\.\d+$/), lon: expect.stringMatching(/^-?\d+\.\d+$/) },
    });
    expect(body.openingHours).toEqual([
      { days: 'Monday – Friday', hours: 'Open 24 hours' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ]);
    const investors = await liveInvestors();
    // Experts is seeded hidden: nothing in the database backs the spec's 219 K.
    expect(body.counters).toEqual([
      { key: 'satisfiedCustomers', label: 'Satisfied Customers', value: investors, format: 'count', live: true },
      { key: 'totalDeposited', label: 'Total Deposited', value: '0.00', format: 'usd', live: true },
      { key: 'totalPaidOut', label: 'Total Paid Out', value: '0.00', format: 'usd', live: true },
    ]);
    expect(body.investorCount).toEqual({ value: investors, live: true, shown: true });
    expect(body.countersShown).toBe(true);
    expect(body.terms).toMatch(/^# Your account\n\n/);
    expect(body.terms).toMatch(/KYC/);
    expect(body.testimonials).toHaveLength(3);
    expect(body.faq.length).toBeGreaterThanOrEqual(8);
    expect(body.faq.map((f) => f.question).join(' ')).toMatch(/email|authenticator|address|withdrawals|contract|fees|token|guaranteed/i);
    expect(body.riskWarning).toBe('Investing involves risk. Returns are not guaranteed and you may lose some or all of the capital you invest.');
    expect(body.referralBonusPercent).toBe('5');
  });

  it('answers Arabic texts with the same company and figures', async () => {
    const [en, ar] = [await content('en'), await content('ar')];
    expect(ar.locale).toBe('ar');
    expect(ar.riskWarning).not.toBe(en.riskWarning);
    expect(ar.riskWarning).toMatch(/[\u0600-\u06FF]/);
    expect(ar.faq).toHaveLength(en.faq.length);
    ar.faq.forEach((entry, i) => {
      expect(entry.question).not.toBe(en.faq[i].question);
      expect(entry.answer).toMatch(/[\u0600-\u06FF]/);
    });
    expect(ar.openingHours).toEqual([
      { days: 'الاثنين – الجمعة', hours: 'مفتوح على مدار 24 ساعة' },
      { days: 'السبت – الأحد', hours: 'مغلق' },
    ]);
    expect(ar.testimonials.map((x) => x.role)).not.toEqual(en.testimonials.map((x) => x.role));
    expect(ar.counters.map((c) => c.label)).toEqual(['عملاء راضون', 'إجمالي الإيداعات', 'إجمالي المبالغ المدفوعة']);
    expect(ar.counters.map(({ label: _l, ...rest }) => rest)).toEqual(en.counters.map(({ label: _l, ...rest }) => rest));
    expect(ar.company).toEqual({ ...en.company, jurisdiction: 'إنجلترا وويلز', address: expect.stringContaining('المملكة المتحدة') });
    expect(ar.investorCount).toEqual(en.investorCount);
    expect(ar.referralBonusPercent).toBe('5');
  });

  it('answers each of the ten languages in its own words', async () => {
    const en = await content('en');
    for (const locale of SITE_LOCALES.filter((l) => l !== 'en')) {
      const body = await content(locale);
      expect(body.locale).toBe(locale);
      expect(body.riskWarning).toBe(SEED_TRANSLATIONS[locale].riskWarning);
      expect(body.riskWarning).not.toBe(en.riskWarning);
      expect(body.faq.map((f) => f.question)).toEqual(SEED_TRANSLATIONS[locale].faq.map((f) => f.question));
    }
  });

  it.each([
    ['an unknown language', 'xx', 'en'],
    ['an empty one', '', 'en'],
    ['a long one', 'a'.repeat(500), 'en'],
    ['markup', '<script>alert(1)</script>', 'en'],
    ['SQL', "ar' OR 1=1 --", 'en'],
    ['another case', 'ZH-cn', 'zh-CN'],
    ['a bare language', 'zh', 'zh-CN'],
    ['a regional variant', 'es-MX', 'es'],
    ['an underscore variant', 'pt_BR', 'pt'],
  ])('answers %s (%j) with %s, never an error', async (_label, lang, expected) => {
    const body = await content(lang);
    expect(body.locale).toBe(expected);
  });

  it('answers English to a repeated lang parameter', async () => {
    const res = await t.client().get<SiteContent>('/api/site_content?lang=ar&lang=fr');
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('en');
  });

  it('serves the same content over GraphQL, signed out, with or without a locale', async () => {
    const anonymous = t.client();
    const ar = await anonymous.gql<{ siteContent: SiteContent }>(SITE_CONTENT, { locale: 'ar' });
    expect(ar.errors).toBeUndefined();
    // The same content, but GraphQL spells a counter's format as its enum value (COUNT, USD), REST as count/usd.
    const viaRest = await content('ar');
    expect(ar.data!.siteContent).toEqual({ ...viaRest, counters: viaRest.counters.map((c) => ({ ...c, format: c.format.toUpperCase() })) });
    const none = await anonymous.gql<{ siteContent: SiteContent }>(`{ siteContent { locale riskWarning } }`);
    expect(none.data!.siteContent).toEqual({ locale: 'en', riskWarning: SEED_EN.riskWarning });
    const unknown = await anonymous.gql<{ siteContent: SiteContent }>(SITE_CONTENT, { locale: 'klingon' });
    expect(unknown.data!.siteContent.locale).toBe('en');
  });

  it('counts investors, completed deposits and completed withdrawals live, at most a minute late', async () => {
    await expireFigures();
    const before = await figures();
    const { client, user } = await createInvestor(t);
    const deposit = await submitDeposit(t, client, '1250.50');
    // pending deposits do not count
    await expireFigures();
    const cached = await figures();
    expect(cached.totalDeposited).toBe(before.totalDeposited);
    expect((await approveDeposit(admin, deposit.id)).data?.approveDeposit.status).toBe('COMPLETED');
    await creditProfit(t, user.id, '300.00');
    const withdrawal = await client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '120.25',
    });
    expect(withdrawal.status).toBe(200);
    const paid = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0xabc123def456") { status } }`, {
      id: withdrawal.body.data.id,
    });
    expect(paid.errors).toBeUndefined();
    // a pending withdrawal does not count
    expect((await client.post('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '10.00' })).status).toBe(200);

    // within the minute the cached figures stand
    expect(await figures()).toEqual(cached);

    await expireFigures();
    const after = await figures();
    expect(after).toEqual({
      satisfiedCustomers: String(Number(before.satisfiedCustomers) + 1),
      totalDeposited: (Number(before.totalDeposited) + 1250.5).toFixed(2),
      totalPaidOut: (Number(before.totalPaidOut) + 120.25).toFixed(2),
    });
    expect(after.satisfiedCustomers).toBe(await liveInvestors());
    // admins are not investors
    await createAdmin(t);
    await expireFigures();
    expect((await figures()).satisfiedCustomers).toBe(after.satisfiedCustomers);
    expect((await content('ar')).counters.map((c) => c.value)).toEqual(Object.values(after));
  });

  describe('updateSiteContent', () => {
    it('lets an admin show the hidden counter and add a fixed one; labels of other languages follow by key', async () => {
      const counters = [
        ...SEED_EN.counters.map((c) => (c.key === 'experts' ? { ...c, hidden: false } : c)),
        { key: 'countries', label: 'Countries', source: 'fixed', value: '42', format: 'count' },
        { key: 'fund', label: 'Reserve Fund', source: 'fixed', value: '1500000.5', format: 'usd' },
      ];
      const res = await update(admin, 'counters', 'en', counters);
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateSiteContent.counters.slice(3)).toEqual([
        { key: 'experts', label: 'Experts', value: '219000', format: 'COUNT', live: false },
        { key: 'countries', label: 'Countries', value: '42', format: 'COUNT', live: false },
        { key: 'fund', label: 'Reserve Fund', value: '1500000.50', format: 'USD', live: false },
      ]);
      const ar = await content('ar');
      expect(ar.counters.map((c) => c.label)).toEqual(['عملاء راضون', 'إجمالي الإيداعات', 'إجمالي المبالغ المدفوعة', 'خبراء', 'Countries', 'Reserve Fund']);
      expect(ar.counters[3]).toEqual({ key: 'experts', label: 'خبراء', value: '219000', format: 'count', live: false });

      // hidden again: gone from every language
      expect((await update(admin, 'counters', 'en', SEED_EN.counters)).errors).toBeUndefined();
      for (const lang of ['en', 'ar'])
        expect((await content(lang)).counters.map((c) => c.key)).toEqual(['satisfiedCustomers', 'totalDeposited', 'totalPaidOut']);
    });

    it('fixes the investor count for every language, and back to live', async () => {
      const fixed = await update(admin, 'investorCount', 'en', { source: 'fixed', value: '60000' });
      expect(fixed.data!.updateSiteContent.investorCount).toEqual({ value: '60000', live: false, shown: true });
      expect((await content('ja')).investorCount).toEqual({ value: '60000', live: false, shown: true });
      await update(admin, 'investorCount', 'en', { source: 'investors' });
      await expireFigures();
      expect((await content('ja')).investorCount).toEqual({ value: await liveInvestors(), live: true, shown: true });
    });

    it('edits English only: other languages keep their own text and fall back to English key by key', async () => {
      const ar = await content('ar');
      const res = await update(admin, 'riskWarning', 'en', JSON.stringify('  Capital at risk. Past returns do not predict future ones.  '));
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateSiteContent).toMatchObject({ locale: 'en', riskWarning: 'Capital at risk. Past returns do not predict future ones.' });
      expect((await content('en')).riskWarning).toBe('Capital at risk. Past returns do not predict future ones.');
      expect((await content('ar')).riskWarning).toBe(ar.riskWarning);

      // company fields fall back one by one: a new phone number shows in Arabic, the Arabic jurisdiction stays
      await update(admin, 'company', 'en', { ...SEED_EN.company, phone: '+44 20 7946 0999', email: 'hello@example.com' });
      const arCompany = (await content('ar')).company;
      expect(arCompany).toMatchObject({ phone: '+44 20 7946 0999', email: 'hello@example.com', jurisdiction: 'إنجلترا وويلز', name: 'Investment Platform' });

      // a key without an Arabic row shows the English one, the others stay Arabic
      await t.db.query(`DELETE FROM site_content WHERE key = 'faq' AND locale = 'ar'`);
      const fallback = await content('ar');
      expect(fallback.faq).toEqual((await content('en')).faq);
      expect(fallback.riskWarning).toBe(ar.riskWarning);
      expect(fallback.testimonials).toEqual(ar.testimonials);

      // an admin writes the Arabic FAQ back
      const arFaq = [{ question: 'سؤال؟', answer: 'جواب.' }];
      const written = await update(admin, 'faq', 'ar', arFaq);
      expect(written.data!.updateSiteContent).toMatchObject({ locale: 'ar', faq: arFaq, riskWarning: ar.riskWarning });

      await update(admin, 'company', 'en', SEED_EN.company);
      await update(admin, 'riskWarning', 'en', JSON.stringify(SEED_EN.riskWarning));
      await update(admin, 'faq', 'ar', SEED_TRANSLATIONS.ar.faq);
    });

    it('records who changed what: updated_by on the row and an audit log entry with the values before and after', async () => {
      const before = (await row('openingHours', 'fr')).value;
      const hours = [{ days: 'Lundi – dimanche', hours: 'Ouvert 24 h/24' }];
      expect((await update(admin, 'openingHours', 'fr', hours)).data!.updateSiteContent.openingHours).toEqual(hours);
      const stored = await row('openingHours', 'fr');
      expect(stored).toMatchObject({ value: hours, updated_by: adminId });
      const { rows } = await t.db.query(
        `SELECT actor_id, actor_role, details, transaction_id, amount FROM audit_log WHERE action = 'site_content.updated' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]).toEqual({
        actor_id: adminId,
        actor_role: 'admin',
        transaction_id: null,
        amount: null,
        details: { key: 'openingHours', locale: 'fr', before, after: hours },
      });
      await update(admin, 'openingHours', 'fr', before);
    });

    it('is refused signed out (UNAUTHENTICATED), to an investor (FORBIDDEN) and without the CSRF token, and changes nothing', async () => {
      const before = await row('riskWarning', 'en');
      const audits = async () => (await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'site_content.updated'`)).rows[0].n;
      const auditsBefore = await audits();

      const anonymous = t.client();
      await anonymous.fetchCsrf();
      expectGqlError(await update(anonymous, 'riskWarning', 'en', '"Hacked"'), 'UNAUTHENTICATED');

      const { client: investor } = await createInvestor(t);
      expectGqlError(await update(investor, 'riskWarning', 'en', '"Hacked"'), 'FORBIDDEN');

      const noCsrf = await update(admin, 'riskWarning', 'en', '"Hacked"', { csrf: false });
      expectGqlError(noCsrf, 'FORBIDDEN');
      expect(noCsrf.errors![0].extensions?.reason).toBe('CSRF');

      expect(await row('riskWarning', 'en')).toEqual(before);
      expect(await audits()).toBe(auditsBefore);
      expect((await content()).riskWarning).toBe(SEED_EN.riskWarning);
    });

    const company = SEED_EN.company;
    const counter = SEED_EN.counters[3];
    it.each<[string, string, string, unknown, string]>([
      ['an unknown key', 'slogan', 'en', '"x"', 'key must be one of: company, openingHours, counters, investorCount, testimonials, faq, riskWarning, terms.'],
      ['an unknown locale', 'riskWarning', 'it', '"x"', 'locale must be one of: en, es, fr, de, zh-CN, ja, ar, ru, pt, hi.'],
      ['malformed JSON', 'riskWarning', 'en', '{bad', 'value is not valid JSON.'],
      ['an empty value', 'riskWarning', 'en', '', 'value is not valid JSON.'],
      ['a number for a text', 'riskWarning', 'en', '42', 'riskWarning must be a non-empty string.'],
      ['a blank text', 'riskWarning', 'en', '"   "', 'riskWarning must be a non-empty string.'],
      ['an object for a list', 'faq', 'en', { question: 'Q', answer: 'A' }, 'faq must be a list.'],
      ['an empty FAQ', 'faq', 'en', [], 'faq must hold at least 1 item.'],
      ['an entry without its answer', 'faq', 'es', [{ question: 'Q' }], 'faq[0].answer is required.'],
      ['an unknown field', 'testimonials', 'en', [{ name: 'A', role: 'B', quote: 'C', stars: 5 }], 'testimonials[0].stars is not a known field.'],
      ['an over-long answer', 'faq', 'en', [{ question: 'Q', answer: 'x'.repeat(4001) }], 'faq[0].answer must be at most 4000 characters.'],
      ['a company without a name', 'company', 'en', { ...company, name: undefined }, 'company.name is required.'],
      ['an impossible date', 'company', 'en', { ...company, incorporatedOn: '2019-02-30' }, 'company.incorporatedOn must be a date written YYYY-MM-DD.'],
      [
        'a latitude as a number',
        'company',
        'en',
        { ...company, map: { lat: 51.5, lon: '-0.08' } },
        'company.map.lat must be a latitude between -90 and 90 written as a string, e.g. "51.5246".',
      ],
      [
        'a latitude out of range',
        'company',
        'en',
        { ...company, map: { lat: '91', lon: '-0.08' } },
        'company.map.lat must be a latitude between -90 and 90 written as a string, e.g. "51.5246".',
      ],
      ['a bad email', 'company', 'de', { email: 'not an email' }, 'company.email must be an email address.'],
      ['an empty translation of the company', 'company', 'de', {}, 'company must override at least one field.'],
      [
        'an unknown source',
        'counters',
        'en',
        [{ ...counter, source: 'random' }],
        'counters[0].source must be one of: investors, total_deposited, total_paid_out, fixed.',
      ],
      [
        'a fixed figure as a number',
        'counters',
        'en',
        [{ ...counter, value: 219000 }],
        'counters[0].value must be a whole number written as a string, e.g. "219000", when source is fixed.',
      ],
      [
        'a fixed count with decimals',
        'counters',
        'en',
        [{ ...counter, value: '1.5' }],
        'counters[0].value must be a whole number written as a string, e.g. "219000", when source is fixed.',
      ],
      [
        'a figure for a live source',
        'counters',
        'en',
        [{ key: 'x', label: 'X', source: 'investors', format: 'count', value: '5' }],
        'counters[0].value is only allowed when source is fixed (the figure of "investors" is read from the database).',
      ],
      [
        'money shown as a count',
        'counters',
        'en',
        [{ key: 'x', label: 'X', source: 'total_deposited', format: 'count' }],
        'counters[0].format must be usd for source total_deposited.',
      ],
      ['a repeated counter key', 'counters', 'en', [counter, counter], 'counters[1].key "experts" is used twice.'],
      ['figures in a translation', 'counters', 'fr', [{ ...counter }], 'counters[0].source is not a known field.'],
      [
        'a translated investor count',
        'investorCount',
        'ar',
        { source: 'fixed', value: '1' },
        'investorCount is the same in every language: edit it with locale "en".',
      ],
      [
        'a fixed investor count without a figure',
        'investorCount',
        'en',
        { source: 'fixed' },
        'investorCount.value must be a whole number written as a string, e.g. "60000", when source is fixed.',
      ],
      ['an unknown investor count source', 'investorCount', 'en', { source: 'total_deposited' }, 'investorCount.source must be one of: investors, fixed.'],
    ])('refuses %s with BAD_USER_INPUT and a clear message, and leaves the row as it was', async (_label, key, locale, value, message) => {
      const before = await row(key, locale);
      const res = await update(admin, key, locale, value);
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].message).toBe(message);
      expect(res.data ?? null).toBeNull();
      expect(await row(key, locale)).toEqual(before);
    });

    it('refuses a missing or non-string value before it runs (BAD_USER_INPUT)', async () => {
      const before = await row('faq', 'en');
      for (const input of [
        { key: 'faq', locale: 'en' },
        { key: 'faq', locale: 'en', value: [{ question: 'Q', answer: 'A' }] },
      ]) {
        expectGqlError(await admin.gql(UPDATE, { input }), 'BAD_USER_INPUT');
      }
      expect(await row('faq', 'en')).toEqual(before);
    });
  });

  it('keeps operator edits when the app starts again, and puts back missing seed rows', async () => {
    await update(admin, 'riskWarning', 'en', JSON.stringify('Edited by an operator.'));
    await t.db.query(`DELETE FROM site_content WHERE key = 'testimonials' AND locale = 'hi'`);
    const second = await bootApp({ database: t.database });
    try {
      const check = async (res: Promise<RestResponse<SiteContent>>) => (await res).body;
      const en = await check(second.client().get<SiteContent>('/api/site_content?lang=en'));
      expect(en.riskWarning).toBe('Edited by an operator.');
      const hi = await check(second.client().get<SiteContent>('/api/site_content?lang=hi'));
      expect(hi.testimonials).toEqual(SEED_TRANSLATIONS.hi.testimonials);
    } finally {
      await second.close();
      await update(admin, 'riskWarning', 'en', JSON.stringify(SEED_EN.riskWarning));
    }
  });
});

describe('live counters below their publishing threshold (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let ahead = 0;

  beforeAll(async () => {
    t = await bootApp({ env: { PUBLIC_COUNTERS_MIN_INVESTORS: '2', PUBLIC_COUNTERS_MIN_USD: '600' } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const content = async (lang = 'en') => {
    // Past the live figures' one-minute cache first.
    ahead += MINUTE + 1000;
    expect((await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(Date.now() + ahead).toISOString() })).errors).toBeUndefined();
    const res = await t.client().get<SiteContent>(`/api/site_content?lang=${lang}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const investors = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`)).rows[0].n);

  it('publishes no figure while one is small ("1 Satisfied Customers", "$0 Total Deposited"), then the block once every live one is reached', async () => {
    expect(await investors()).toBeLessThan(2);
    for (const lang of ['en', 'ar']) {
      const fresh = await content(lang);
      expect(fresh.countersShown).toBe(false);
      expect(fresh.counters).toEqual([]);
      expect(fresh.investorCount).toMatchObject({ live: true, shown: false });
    }
    const gql = await t
      .client()
      .gql<{ siteContent: { countersShown: boolean; counters: unknown[]; investorCount: { shown: boolean } } }>(
        `{ siteContent(locale: "de") { countersShown counters { key } investorCount { shown } } }`,
      );
    expect(gql.data!.siteContent).toEqual({ countersShown: false, counters: [], investorCount: { shown: false } });

    // Enough investors, deposits still below 600: the investor count shows, the counters' block does not.
    const investor = await createInvestor(t);
    while ((await investors()) < 2) await createInvestor(t);
    const small = await submitDeposit(t, investor.client, '500.00');
    await approveDeposit(admin, small.id);
    const some = await content();
    expect(some.investorCount).toMatchObject({ shown: true });
    expect(some).toMatchObject({ countersShown: false, counters: [] });

    // 1,000 deposited: still hidden, as nothing was paid out yet ($0 Total Paid Out).
    await approveDeposit(admin, (await submitDeposit(t, investor.client, '500.00')).id);
    expect(await content()).toMatchObject({ countersShown: false, counters: [] });

    // An operator hides the paid-out counter: the rest is published, with its live figures.
    const hidden = SEED_EN.counters.map((c) => (c.key === 'totalPaidOut' ? { ...c, hidden: true } : c));
    const edit = await admin.gql(UPDATE, { input: { key: 'counters', locale: 'en', value: JSON.stringify(hidden) } });
    expect(edit.errors).toBeUndefined();
    const shown = await content('fr');
    expect(shown.countersShown).toBe(true);
    expect(shown.counters.map((c) => [c.key, c.value])).toEqual([
      ['satisfiedCustomers', String(await investors())],
      ['totalDeposited', '1000.00'],
    ]);
  });
});
