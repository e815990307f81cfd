import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';
import { resetTokenFor } from '../../../test/helpers/mailbox';
import { readMail, SmtpStub } from '../../../test/helpers/smtp-stub';
import type { ApiClient } from '../../../test/helpers/api-client';
import { forgotPassword, OLD, ONE, PAGE, requestEmailChange } from '../../../test/helpers/account-mail';

const CONFIRM_EMAIL = `mutation($code: String!) { confirmEmailChange(code: $code) { id email } }`;
const SET_LOCALE = `mutation($locale: String!) { setLocale(locale: $locale) { id } }`;
const LOCALES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'ja', 'pt', 'ru', 'zh-CN'];
const BULLETS = '\u2022\u2022\u2022\u2022';

interface Shown {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** Every way an admin reads one recipient's mail in the console: the page, one message, the old list. */
async function everythingShown(admin: ApiClient, to: string): Promise<Shown[]> {
  const page = await admin.gql<{ mailOutboxMessages: { nodes: Shown[] } }>(PAGE, { first: 100 });
  expect(page.errors).toBeUndefined();
  const mine = page.data!.mailOutboxMessages.nodes.filter((m) => m.to === to);
  const ones = await Promise.all(mine.map(async (m) => (await admin.gql<{ mailOutboxMessage: Shown }>(ONE, { id: m.id })).data!.mailOutboxMessage));
  const old = (await admin.gql<{ mailOutbox: Shown[] }>(OLD)).data!.mailOutbox.filter((m) => m.to === to);
  return [...mine, ...ones, ...old];
}

/** What an attacker would take for a reset token in text they can read. */
const tokenIn = (text: string) => /reset_password\?token=([^\s]+)/.exec(text)?.[1];

describe('no usable secret in the mail outbox (issue 24)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  it('an admin reading the outbox after a colleague’s forgot-password cannot take over the colleague', async () => {
    const victim = await createAdmin(t);
    await forgotPassword(t, victim.email);

    // What the attacker sees, on every read path and in the raw row: the link with its token redacted.
    const shown = await everythingShown(admin, victim.email);
    expect(shown).toHaveLength(3);
    const { rows } = await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [victim.email]);
    expect(rows).toHaveLength(1);
    const realToken = await resetTokenFor(t, victim.email);
    for (const message of [...shown, ...rows]) {
      expect(message.text).toContain(`/account/reset_password?token=${BULLETS}\n`);
      expect(message.text).not.toContain(realToken);
      expect(message.subject).toBe('Reset your password');
    }

    // The attack: use what was read.
    const attacker = t.client();
    await attacker.fetchCsrf();
    for (const candidate of [tokenIn(shown[0].text)!, BULLETS, encodeURIComponent(BULLETS)]) {
      const tried = await attacker.post('/api/account/reset_password', { token: candidate, password: 'the attacker chose this' });
      expect(tried.status).toBe(400);
    }
    expect((await t.client().login(victim.email, 'the attacker chose this')).status).toBe(401);
    expect((await t.client().login(victim.email, DEFAULT_PASSWORD)).status).toBe(200);

    // The colleague's own mail still works, once.
    const owner = t.client();
    await owner.fetchCsrf();
    expect((await owner.post('/api/account/reset_password', { token: realToken, password: 'the owner chose this' })).status).toBe(200);
    expect((await owner.post('/api/account/reset_password', { token: realToken, password: 'and once more' })).status).toBe(400);
    expect((await t.client().login(victim.email, 'the owner chose this')).status).toBe(200);
    // Only the token's hash is stored.
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM password_reset_tokens WHERE user_id = $1`, [victim.user.id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].token_hash).not.toContain(realToken);
  });

  it('shows an email-change code as bullets in subject and text; what an admin reads does not confirm the change', async () => {
    const { client, email, user } = await createInvestor(t);
    const next = uniqueEmail('moved');
    const code = await requestEmailChange(t, client, next);

    const shown = await everythingShown(admin, next);
    expect(shown).toHaveLength(3);
    const { rows } = await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [next]);
    for (const message of [...shown, ...rows]) {
      expect(message.subject).toBe('Your confirmation code: \u2022\u2022\u2022\u2022\u2022\u2022');
      expect(message.text).toContain('    \u2022\u2022\u2022\u2022\u2022\u2022\n');
      expect(`${message.subject}\n${message.text}`).not.toContain(code);
      expect(`${message.subject}\n${message.text}`).not.toMatch(/\d{6}/);
    }
    const stored = await t.db.query<{ code_hash: string }>(`SELECT code_hash FROM email_change_requests WHERE user_id = $1`, [user.id]);
    expect(stored.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);

    const done = await client.gql<{ confirmEmailChange: { email: string } }>(CONFIRM_EMAIL, { code });
    expect(done.data?.confirmEmailChange.email).toBe(next);
    expect((await client.gql(CONFIRM_EMAIL, { code })).errors?.[0].extensions?.reason).toBe('NO_EMAIL_CHANGE');
    expect(email).not.toBe(next);
  });

  it('redacts the link and the code in every mail language', async () => {
    for (const locale of LOCALES) {
      const { client, email } = await createInvestor(t);
      expect((await client.gql(SET_LOCALE, { locale })).errors).toBeUndefined();
      await forgotPassword(t, email);
      const token = await resetTokenFor(t, email);
      const next = uniqueEmail(`moved-${locale.toLowerCase()}`);
      const code = await requestEmailChange(t, client, next);
      const shown = [...(await everythingShown(admin, email)), ...(await everythingShown(admin, next))];
      const { rows } = await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = ANY($1)`, [[email, next]]);
      expect(rows).toHaveLength(2);
      for (const message of [...shown, ...rows]) {
        const all = `${message.subject}\n${message.text}`;
        expect({ locale, leaked: all.includes(token) || all.includes(code) }).toEqual({ locale, leaked: false });
        expect(all).toContain(BULLETS);
      }
    }
  });
});

describe('the mail as delivered over SMTP keeps its working link (issue 24)', () => {
  let t: TestApp;
  let smtp: SmtpStub;
  beforeAll(async () => {
    smtp = await new SmtpStub().start();
    t = await bootApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers the full reset link, which works once, while the outbox row shows it redacted', async () => {
    const { email } = await createInvestor(t);
    await forgotPassword(t, email);
    const got = smtp.received.filter((m) => m.to.includes(email)).map(readMail);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe('Reset your password');
    const token = /\/account\/reset_password\?token=([A-Za-z0-9_-]{43})\n/.exec(got[0].text)?.[1];
    expect(token).toBeDefined();
    const { rows } = await t.db.query<{ text: string; status: string }>(`SELECT text, status FROM mail_outbox WHERE "to" = $1`, [email]);
    expect(rows).toEqual([{ status: 'sent', text: expect.stringContaining(`token=${BULLETS}\n`) }]);
    expect(rows[0].text).not.toContain(token);

    const owner = t.client();
    await owner.fetchCsrf();
    expect((await owner.post('/api/account/reset_password', { token, password: 'the owner chose this' })).status).toBe(200);
    expect((await owner.post('/api/account/reset_password', { token, password: 'and once more' })).status).toBe(400);
  });

  it('delivers the email-change code in subject and text, which the row shows redacted', async () => {
    const { client } = await createInvestor(t);
    const next = uniqueEmail('moved');
    await requestEmailChange(t, client, next);
    const [got] = smtp.received.filter((m) => m.to.includes(next)).map(readMail);
    const code = /^Your confirmation code: (\d{6})$/.exec(got.subject)?.[1];
    expect(code).toBeDefined();
    expect(got.text).toContain(`    ${code}\n`);
    const { rows } = await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [next]);
    expect(`${rows[0].subject}${rows[0].text}`).not.toContain(code);
    expect((await client.gql(CONFIRM_EMAIL, { code })).errors).toBeUndefined();
  });
});
