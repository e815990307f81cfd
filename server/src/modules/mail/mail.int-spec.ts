import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';

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

  it('shows the demo mailbox outside production, filtered by recipient', async () => {
    const { email } = await createInvestor(t);
    await requestReset(email);
    const res = await t.client().get<{ data: Array<{ to: string }> }>(`/api/dev/mail?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.to)).toEqual([email]);
  });
});
