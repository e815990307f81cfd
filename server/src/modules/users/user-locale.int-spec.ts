import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { delivered } from '../../../test/helpers/outbox';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { createAdmin, createInvestor, uniqueEmail } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import type { ApiClient } from '../../../test/helpers/api-client';
import { pdfText } from '../../../test/helpers/pdf-text';

const SET_LOCALE = `mutation($locale: String!) { setLocale(locale: $locale) { id locale } }`;

/** The user's language (issue 18): stored on the account, set with setLocale, used by mails and statements. */
describe('the user language (User.locale, setLocale)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const stored = async (id: string) => (await t.db.query<{ locale: string }>(`SELECT locale FROM users WHERE id = $1`, [id])).rows[0].locale;

  it('is English for an account registered without one, and shows on me and check-auth', async () => {
    const { client, user } = await createInvestor(t);
    expect(await stored(user.id)).toBe('en');
    expect((await client.gql<{ me: { locale: string } }>(`{ me { locale } }`)).data?.me.locale).toBe('en');
    expect((await client.get<{ data: { locale: string } }>('/api/check-auth')).body.data.locale).toBe('en');
  });

  it('is the language sent at registration (REST and GraphQL); an unknown one refuses the registration', async () => {
    const rest = t.client();
    await rest.fetchCsrf();
    const email = uniqueEmail('de');
    const res = await rest.post('/api/account/register', {
      fullName: 'Anna',
      username: `de_${Date.now()}`,
      email,
      password: 'correct horse battery',
      locale: 'de',
    });
    expect(res.status).toBe(200);
    expect((await t.db.query(`SELECT locale FROM users WHERE email = $1`, [email])).rows[0].locale).toBe('de');

    const gql = t.client();
    await gql.fetchCsrf();
    const arEmail = uniqueEmail('ar');
    const reg = await gql.gql(`mutation($input: RegisterInput!) { register(input: $input) { message } }`, {
      input: { fullName: 'Layla', username: `ar_${Date.now()}`, email: arEmail, password: 'correct horse battery', locale: 'ar' },
    });
    expect(reg.errors).toBeUndefined();
    expect((await t.db.query(`SELECT locale FROM users WHERE email = $1`, [arEmail])).rows[0].locale).toBe('ar');

    const bad = await rest.post('/api/account/register', {
      fullName: 'X',
      username: `xx_${Date.now()}`,
      email: uniqueEmail('xx'),
      password: 'correct horse battery',
      locale: 'klingon',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', code: 'UNSUPPORTED_LOCALE' });
  });

  it.each(['de', 'zh-CN', 'ar', 'en'])('setLocale(%s) stores it and answers the user with it', async (locale) => {
    const { client, user } = await createInvestor(t);
    const res = await client.gql<{ setLocale: { id: string; locale: string } }>(SET_LOCALE, { locale });
    expect(res.errors).toBeUndefined();
    expect(res.data?.setLocale).toEqual({ id: user.id, locale });
    expect(await stored(user.id)).toBe(locale);
  });

  it.each(['xx', 'DE', 'de-DE', '', ' de', 'zh', 'en; DROP TABLE users'])('refuses %j with UNSUPPORTED_LOCALE (400) and changes nothing', async (locale) => {
    const { client, user } = await createInvestor(t);
    await client.gql(SET_LOCALE, { locale: 'fr' });
    const res = await client.gql(SET_LOCALE, { locale });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_LOCALE' });
    expect(res.errors?.[0].message).toContain('en, es, fr, de, zh-CN, ja, ar, ru, pt, hi');
    expect(await stored(user.id)).toBe('fr');
  });

  it('refuses a NUL byte at the edge (400), nothing changed', async () => {
    const { client, user } = await createInvestor(t);
    const res = await client.gql(SET_LOCALE, { locale: 'de\u0000' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await stored(user.id)).toBe('en');
  });

  it('needs a session (UNAUTHENTICATED) and the CSRF token (FORBIDDEN, CSRF), nothing changed', async () => {
    const visitor = t.client();
    await visitor.fetchCsrf();
    const signedOut = await visitor.gql(SET_LOCALE, { locale: 'de' });
    expect(signedOut.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { client, user } = await createInvestor(t);
    for (const headers of [{}, { 'x-csrf-token': 'forged-token' }] as Array<Record<string, string>>) {
      const refused = await client.gql(SET_LOCALE, { locale: 'de' }, { csrf: false, headers });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF' });
      expect(refused.data?.setLocale ?? null).toBeNull();
    }
    expect(await stored(user.id)).toBe('en');
  });

  it('writes the deposit mails in German and Arabic, amounts formatted for the language', async () => {
    const german = await createInvestor(t);
    await german.client.gql(SET_LOCALE, { locale: 'de' });
    const arabic = await createInvestor(t);
    await arabic.client.gql(SET_LOCALE, { locale: 'ar' });
    for (const who of [german, arabic]) {
      const deposit = await submitDeposit(t, who.client, '1234.50');
      await approveDeposit(admin, deposit.id);
    }

    const de = await delivered(t, german.email, 2);
    expect(de.map((r) => r.subject)).toEqual(['Einzahlung eingegangen: 1.234,50\u00a0USD', 'Einzahlung bestätigt: 1.234,50\u00a0USD']);
    expect(de[1].text).toContain('Ihre Einzahlung von 1.234,50\u00a0USD ist bestätigt und Ihrem Hauptguthaben gutgeschrieben.');
    expect(de[1].text.startsWith('Hallo Test Investor,')).toBe(true);

    const ar = await delivered(t, arabic.email, 2);
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(1234.5);
    expect(ar[1].subject).toBe(`تمت الموافقة على الإيداع: ${amount}`);
    expect(ar[1].text).toContain(`تمت الموافقة على إيداعك بقيمة ${amount}`);
    expect(ar[1].text).not.toMatch(/Deposit|approved/);
  });

  it('writes a reset requested while signed out in the account language (German, Arabic), English otherwise', async () => {
    const cases = [
      ['de', 'Setzen Sie Ihr Passwort zurück', 'Öffnen Sie diesen Link innerhalb einer Stunde'],
      ['ar', 'إعادة تعيين كلمة المرور', 'افتح هذا الرابط خلال ساعة واحدة'],
      ['en', 'Reset your password', 'Open this link within one hour'],
    ] as const;
    for (const [locale, subject, line] of cases) {
      const { client, email } = await createInvestor(t);
      await client.gql(SET_LOCALE, { locale });
      const visitor = t.client();
      await visitor.fetchCsrf();
      const res = await visitor.post('/api/account/forgot_password', { email });
      expect(res.status).toBe(200);
      await lastMailTo(t, email);
      const { rows } = await t.db.query<{ subject: string; text: string }>(
        `SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
        [email],
      );
      expect(rows[0].subject).toBe(subject);
      expect(rows[0].text).toContain(line);
      expect(rows[0].text).toContain('/account/reset_password?token=');
    }
  });

  it('writes the statement headings and CSV column names in the user language; the figures stay machine-readable', async () => {
    const { client } = await createInvestor(t);
    await client.gql(SET_LOCALE, { locale: 'de' });
    const deposit = await submitDeposit(t, client, '1234.50');
    await approveDeposit(admin, deposit.id);
    const today = new Date().toISOString().slice(0, 10);

    const csv = await client.raw(`/api/statement.csv?from=${today}&to=${today}`).then((r) => r.text());
    const lines = csv.split(/\r?\n/);
    // The header row comes first (the title is the PDF's).
    expect(lines[0]).toBe('Konto,Datum (UTC),Art,Beschreibung,Referenz,Betrag (USD),Saldo danach (USD)');
    expect(lines[1]).toMatch(/^main,\d{4}-\d{2}-\d{2} 00:00:00,opening_balance,Anfangssaldo,,,0\.00$/);
    expect(csv).toMatch(/,1234\.50,1234\.50\r?\n/);
    expect(csv).toContain(',closing_balance,Endsaldo,,,1234.50');

    const download = await client.raw(`/api/statement.pdf?from=${today}&to=${today}`);
    const pdf = Buffer.from(await download.arrayBuffer());
    const text = pdfText(pdf);
    for (const heading of ['Kontoauszug', 'Hauptguthaben', 'Datum (UTC)', 'Anfangssaldo', 'Endsaldo', 'Seite 1']) expect(text).toContain(heading);
    expect(text).toContain('1.234,50');
    expect(text).not.toContain('Opening balance');
  });
});
