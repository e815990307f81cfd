import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { consoleView } from './mail.service';

describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  async function requestReset(email: string) {
    const client = t.client();
    await client.fetchCsrf();
    await client.post('/api/account/forgot_password', { email });
    await lastMailTo(t, email);
  }

  it('stores every message without SMTP, readable by admins over GraphQL, newest first', async () => {
    const { email } = await createInvestor(t);
    await requestReset(email);
    const { client: admin } = await createAdmin(t);
    const res = await admin.gql<{ mailOutbox: Array<{ to: string; subject: string; status: string; text: string }> }>(
      `{ mailOutbox(first: 5) { to subject status text createdAt } }`,
    );
    expect(res.data?.mailOutbox[0]).toMatchObject({ to: email, subject: 'Reset your password', status: 'stored' });
    expect(res.data?.mailOutbox[0].text).toContain('/account/reset_password?token=');
  });

  it('refuses the outbox to investors (FORBIDDEN) and to visitors (UNAUTHENTICATED)', async () => {
    const { client } = await createInvestor(t);
    expect((await client.gql(`{ mailOutbox { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = t.client();
    expect((await visitor.gql(`{ mailOutbox { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('has no anonymous mailbox: /api/dev/mail answers nobody, signed out or in', async () => {
    const { email, client } = await createInvestor(t);
    await requestReset(email);
    const visitor = await t.client().get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    expect(visitor.status).toBe(404);
    expect(JSON.stringify(visitor.body)).not.toContain('reset_password');
    expect((await client.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).status).toBe(404);
  });

  it('prints the recipient, subject and links of each message to the development log, never in production', () => {
    const view = consoleView({
      to: 'ann@example.com',
      subject: 'Reset your password',
      text: 'Open https://x.test/account/reset_password?token=abc within one hour.\nBye',
    });
    expect(view).toBe('mail to=ann@example.com subject="Reset your password"\n  link: https://x.test/account/reset_password?token=abc');
  });
});
