import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError, expectRestError } from '../../../test/helpers/safe-error';
import { createInvestor, uniqueEmail } from '../../../test/factories/users';

const QUESTION = /^What is ([1-9]) \+ ([1-9])\?$/;
const SENT = 'Your message has been sent successfully';
const CONTACT_US = `mutation($input: ContactInput!) { contactUs(input: $input) { message } }`;

const answerOf = (question: string) => {
  const [, a, b] = QUESTION.exec(question)!;
  return String(Number(a) + Number(b));
};
const wrongAnswerOf = (question: string) => String(Number(answerOf(question)) + 1);

let serial = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Ada Lovelace',
  email: uniqueEmail('visitor'),
  subject: 'Enquiry',
  message: `Hello, I would like to know more about the plans. #${serial++}`,
  ...overrides,
});

describe('contact form (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  const counts = async () =>
    (await t.db.query(`SELECT (SELECT count(*)::int FROM contact_messages) AS messages, (SELECT count(*)::int FROM mail_outbox) AS mails`)).rows[0] as {
      messages: number;
      mails: number;
    };

  async function visitor(): Promise<ApiClient> {
    const client = t.client();
    await client.fetchCsrf();
    return client;
  }

  async function captcha(client: ApiClient): Promise<string> {
    const res = await client.get<{ question: string }>('/api/account/captcha');
    expect(res.status).toBe(200);
    return res.body.question;
  }

  it('asks a small sum: {status:"success", question:"What is A + B?"}', async () => {
    const client = t.client();
    const res = await client.get<{ question: string }>('/api/account/captcha');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', question: expect.stringMatching(QUESTION) });
    // the answer stays on the server
    expect(JSON.stringify(res.body)).not.toMatch(/answer/i);
    expect(client.cookies.get('sid')).toBeDefined();
  });

  it('sends a message signed out: stored, and mailed to the support address with the message text', async () => {
    const client = await visitor();
    const body = form({ fullname: '  Ada Lovelace ', subject: 'Financial Advice', message: 'Line one\nLine two: what are the fees?' });
    const before = await counts();

    const res = await client.post('/api/contact_us', { ...body, captcha: ` ${answerOf(await captcha(client))} ` });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: SENT });
    const stored = await t.db.query(`SELECT user_id, fullname, email, subject, message, ip FROM contact_messages WHERE email = $1`, [body.email]);
    expect(stored.rows).toEqual([
      { user_id: null, fullname: 'Ada Lovelace', email: body.email, subject: 'Financial Advice', message: body.message, ip: expect.any(String) },
    ]);
    const mail = await t.db.query(`SELECT "to", reply_to, subject, text FROM mail_outbox WHERE reply_to = $1`, [body.email]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ to: 'support@test.local', reply_to: body.email, subject: expect.stringContaining('Financial Advice') });
    expect(mail.rows[0].text).toContain(body.message);
    expect(mail.rows[0].text).toContain('Ada Lovelace');
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
  });

  it('sends a message signed in and stores the user id', async () => {
    const { client, user } = await createInvestor(t);
    const body = form({ subject: 'Account Issues' });
    const res = await client.post('/api/contact_us', { ...body, captcha: answerOf(await captcha(client)) });
    expect(res.body).toEqual({ status: 'success', message: SENT });
    const stored = await t.db.query(`SELECT user_id FROM contact_messages WHERE email = $1`, [body.email]);
    expect(stored.rows).toEqual([{ user_id: user.id }]);
  });

  it.each(['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'])('accepts the subject %s', async (subject) => {
    const client = await visitor();
    const res = await client.post('/api/contact_us', { ...form({ subject }), captcha: answerOf(await captcha(client)) });
    expect(res.body).toEqual({ status: 'success', message: SENT });
  });

  it('refuses a wrong answer, stores nothing, and spends the question: even the right answer then fails until a new one is fetched', async () => {
    const client = await visitor();
    const question = await captcha(client);
    const before = await counts();

    const wrong = await client.post('/api/contact_us', { ...form(), captcha: wrongAnswerOf(question) });
    expectRestError(wrong, 400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_CAPTCHA', message: expect.stringContaining('captcha') });

    const right = await client.post('/api/contact_us', { ...form(), captcha: answerOf(question) });
    expectRestError(right, 400);
    expect(right.body.code).toBe('WRONG_CAPTCHA');
    expect(await counts()).toEqual(before);

    const fresh = await captcha(client);
    const ok = await client.post('/api/contact_us', { ...form(), captcha: answerOf(fresh) });
    expect(ok.body).toEqual({ status: 'success', message: SENT });
  });

  it('lets one right answer send one message only', async () => {
    const client = await visitor();
    const answer = answerOf(await captcha(client));
    expect((await client.post('/api/contact_us', { ...form(), captcha: answer })).status).toBe(200);
    const before = await counts();
    const replay = await client.post('/api/contact_us', { ...form(), captcha: answer });
    expectRestError(replay, 400);
    expect(replay.body.code).toBe('WRONG_CAPTCHA');
    expect(await counts()).toEqual(before);
  });

  it('lets one right answer send one message only, even when the submissions race', async () => {
    const client = await visitor();
    const answer = answerOf(await captcha(client));
    const before = await counts();
    const results = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/contact_us', { ...form(), captcha: answer })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
  });

  it('keeps the answer with the session that asked: another visitor cannot use it', async () => {
    const asker = await visitor();
    const answer = answerOf(await captcha(asker));
    const other = await visitor();
    const res = await other.post('/api/contact_us', { ...form(), captcha: answer });
    expectRestError(res, 400);
    expect(res.body.code).toBe('WRONG_CAPTCHA');
    // an answer without any question asked is refused too
    const never = await visitor();
    expectRestError(await never.post('/api/contact_us', { ...form(), captcha: '7' }), 400);
  });

  it('answers only the newest question', async () => {
    const client = await visitor();
    const first = await captcha(client);
    let second = await captcha(client);
    while (answerOf(second) === answerOf(first)) second = await captcha(client);
    expectRestError(await client.post('/api/contact_us', { ...form(), captcha: answerOf(first) }), 400);
    const third = await captcha(client);
    expect((await client.post('/api/contact_us', { ...form(), captcha: answerOf(third) })).status).toBe(200);
  });

  it.each(['fullname', 'email', 'subject', 'message', 'captcha'])(
    'refuses an empty or blank %s with the spec message, stores nothing and keeps the question',
    async (field) => {
      const client = await visitor();
      const question = await captcha(client);
      const before = await counts();
      for (const value of ['', '   ']) {
        const res = await client.post('/api/contact_us', { ...form(), captcha: answerOf(question), [field]: value });
        expectRestError(res, 400);
        expect(res.body.message).toBe('All fields are required to proceed');
      }
      const rest: Record<string, unknown> = { ...form(), captcha: answerOf(question) };
      delete rest[field];
      const missing = await client.post('/api/contact_us', rest);
      expectRestError(missing, 400);
      expect(await counts()).toEqual(before);
      // an incomplete form does not spend the question
      expect((await client.post('/api/contact_us', { ...form(), captcha: answerOf(question) })).status).toBe(200);
    },
  );

  it.each([['Complaint'], ['enquiry'], ['Enquiry; DROP TABLE users'], ['<b>Enquiry</b>']])('refuses the unknown subject %j', async (subject) => {
    const client = await visitor();
    const before = await counts();
    const res = await client.post('/api/contact_us', { ...form({ subject }), captcha: answerOf(await captcha(client)) });
    expectRestError(res, 400);
    expect(res.body.message).toBe('Subject must be one of: Enquiry, Financial Advice, Account Issues, Other Issues.');
    expect(await counts()).toEqual(before);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', 'spaces in@example.com'])('refuses the email %j', async (email) => {
    const client = await visitor();
    const before = await counts();
    const res = await client.post('/api/contact_us', { ...form({ email }), captcha: answerOf(await captcha(client)) });
    expectRestError(res, 400);
    expect(res.body.message).toBe('Please enter a valid email address.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a message without the CSRF token (403) and stores nothing, signed out and signed in', async () => {
    const anonymous = await visitor();
    const { client: investor } = await createInvestor(t);
    const before = await counts();
    for (const client of [anonymous, investor]) {
      const body = { ...form(), captcha: answerOf(await captcha(client)) };
      const none = await client.post('/api/contact_us', body, { csrf: false });
      expectRestError(none, 403);
      expect(none.body.code).toBe('CSRF');
      const forged = await client.post('/api/contact_us', body, { csrf: false, headers: { 'x-csrf-token': 'A'.repeat(43) } });
      expectRestError(forged, 403);
      const gql = await client.gql(CONTACT_US, { input: body }, { csrf: false });
      expectGqlError(gql, 'FORBIDDEN');
      expect(gql.errors![0].extensions?.reason).toBe('CSRF');
    }
    // a visitor who never fetched a token has none to send
    const fresh = t.client();
    const question = await captcha(fresh);
    expectRestError(await fresh.post('/api/contact_us', { ...form(), captcha: answerOf(question) }), 403);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown fields and over-long values', async () => {
    const client = await visitor();
    const before = await counts();
    const question = await captcha(client);
    const extra = await client.post('/api/contact_us', { ...form(), captcha: answerOf(question), user_id: 'someone' });
    expectRestError(extra, 400);
    expect(extra.body.message).toBe('property user_id should not exist');
    const long = await client.post('/api/contact_us', { ...form({ message: 'x'.repeat(5001) }), captcha: answerOf(question) });
    expectRestError(long, 400);
    expect(long.body.message).toContain('message');
    expect(await counts()).toEqual(before);
  });

  describe('GraphQL', () => {
    it('asks with the captcha query and sends with contactUs, signed out', async () => {
      const client = await visitor();
      const q = await client.gql<{ captcha: { question: string } }>(`{ captcha { question } }`);
      expect(q.errors).toBeUndefined();
      expect(q.data?.captcha.question).toMatch(QUESTION);
      const input = { ...form({ subject: 'Other Issues' }), captcha: answerOf(q.data!.captcha.question) };
      const res = await client.gql<{ contactUs: { message: string } }>(CONTACT_US, { input });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ contactUs: { message: SENT } });
      const stored = await t.db.query(`SELECT user_id, subject, message FROM contact_messages WHERE email = $1`, [input.email]);
      expect(stored.rows).toEqual([{ user_id: null, subject: 'Other Issues', message: input.message }]);
      const mail = await t.db.query(`SELECT "to", text FROM mail_outbox WHERE reply_to = $1`, [input.email]);
      expect(mail.rows).toEqual([{ to: 'support@test.local', text: expect.stringContaining(input.message) }]);
    });

    it('sends signed in with the user id', async () => {
      const { client, user } = await createInvestor(t);
      const q = await client.gql<{ captcha: { question: string } }>(`{ captcha { question } }`);
      const input = { ...form(), captcha: answerOf(q.data!.captcha.question) };
      expect((await client.gql(CONTACT_US, { input })).data).toEqual({ contactUs: { message: SENT } });
      const stored = await t.db.query(`SELECT user_id FROM contact_messages WHERE email = $1`, [input.email]);
      expect(stored.rows).toEqual([{ user_id: user.id }]);
    });

    it('shares the question with REST and spends it on a wrong answer', async () => {
      const client = await visitor();
      const question = await captcha(client); // asked over REST
      const before = await counts();
      const wrong = await client.gql(CONTACT_US, { input: { ...form(), captcha: wrongAnswerOf(question) } });
      expectGqlError(wrong, 'BAD_USER_INPUT');
      expect(wrong.errors![0].extensions?.reason).toBe('WRONG_CAPTCHA');
      expect(wrong.data).toBeUndefined();
      const right = await client.gql(CONTACT_US, { input: { ...form(), captcha: answerOf(question) } });
      expectGqlError(right, 'BAD_USER_INPUT');
      expect(await counts()).toEqual(before);
    });

    it('refuses empty fields and an unknown subject with the REST messages', async () => {
      const client = await visitor();
      const before = await counts();
      let q = await client.gql<{ captcha: { question: string } }>(`{ captcha { question } }`);
      const empty = await client.gql(CONTACT_US, { input: { ...form({ message: '  ' }), captcha: answerOf(q.data!.captcha.question) } });
      expectGqlError(empty, 'BAD_USER_INPUT');
      expect(empty.errors![0].message).toBe('All fields are required to proceed');
      q = await client.gql<{ captcha: { question: string } }>(`{ captcha { question } }`);
      const subject = await client.gql(CONTACT_US, { input: { ...form({ subject: 'Spam' }), captcha: answerOf(q.data!.captcha.question) } });
      expectGqlError(subject, 'BAD_USER_INPUT');
      expect(subject.errors![0].message).toContain('Subject must be one of');
      const missing = await client.gql(CONTACT_US, { input: { fullname: 'A', email: 'a@example.com', subject: 'Enquiry', message: 'm' } });
      expectGqlError(missing, 'BAD_USER_INPUT');
      expect(await counts()).toEqual(before);
    });
  });
});
