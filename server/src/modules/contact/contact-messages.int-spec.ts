import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';

const LIST = `query($handled: Boolean, $first: Int, $after: String) {
  contactMessages(handled: $handled, first: $first, after: $after) {
    nodes { id createdAt fullname email subject message userId ip handled handledAt handledById handledByEmail }
    pageInfo { hasNextPage endCursor }
  }
}`;
const MARK = `mutation($id: ID!) { markContactMessageHandled(id: $id) { id handled handledAt handledById handledByEmail } }`;

interface Node {
  id: string;
  subject: string;
  message: string;
  email: string;
  userId: string | null;
  handled: boolean;
  handledAt: string | null;
  handledById: string | null;
  handledByEmail: string | null;
}
interface ListData {
  contactMessages: { nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

describe('contact messages in the console (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let adminId: string;
  let adminEmail: string;
  beforeAll(async () => {
    t = await bootApp();
    const a = await createAdmin(t);
    admin = a.client;
    adminId = a.user.id;
    adminEmail = a.email;
  });
  afterAll(() => t.close());

  /** Messages one second apart, the last newest; `handled` ones marked by nobody in particular (the admin). */
  async function seed(count: number, tag: string, handled = false): Promise<string[]> {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO contact_messages (fullname, email, subject, message, ip, created_at, handled_at, handled_by)
       SELECT 'Visitor ' || i, 'v' || i || '@example.com', 'Enquiry', $1 || ' #' || i, '203.0.113.9',
              now() - interval '1 day' + i * interval '1 second', CASE WHEN $3 THEN now() END, CASE WHEN $3 THEN $4::uuid END
         FROM generate_series(1, $2::int) i ORDER BY i RETURNING id`,
      [tag, count, handled, adminId],
    );
    return rows.map((row) => row.id);
  }
  const auditOf = async (id: string) =>
    (await t.db.query(`SELECT actor_id, actor_role, action, details, ip, subject_user_id FROM audit_log WHERE details->>'messageId' = $1 ORDER BY id`, [id]))
      .rows;

  it('lists a message sent through the form, newest first, with the sender and the signed-in user', async () => {
    const { client, user, email } = await createInvestor(t);
    const question = (await client.get<{ question: string }>('/api/account/captcha')).body.question;
    const [, a, b] = /What is (\d) \+ (\d)\?/.exec(question)!;
    const sent = await client.post('/api/contact_us', {
      fullname: 'Grace Hopper',
      email,
      subject: 'Account Issues',
      message: 'My statement shows a deposit twice.',
      captcha: String(Number(a) + Number(b)),
    });
    expect(sent.status).toBe(200);
    const res = await admin.gql<ListData>(LIST, { first: 1 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.contactMessages.nodes).toEqual([
      expect.objectContaining({
        fullname: 'Grace Hopper',
        email,
        subject: 'Account Issues',
        message: 'My statement shows a deposit twice.',
        userId: user.id,
        ip: expect.any(String),
        handled: false,
        handledAt: null,
        handledById: null,
        handledByEmail: null,
      }),
    ]);
    expect(res.data!.contactMessages.pageInfo.hasNextPage).toBe(false);
  });

  it('pages newest first with endCursor: every message once, in order, across pages', async () => {
    const ids = await seed(7, 'paging');
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: { data?: ListData } = await admin.gql<ListData>(LIST, { first: 3, after });
      const connection = res.data!.contactMessages;
      seen.push(...connection.nodes.filter((n) => n.message.startsWith('paging')).map((n) => n.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('filters handled and unhandled', async () => {
    const open = await seed(2, 'filter-open');
    const done = await seed(2, 'filter-done', true);
    const unhandled = (await admin.gql<ListData>(LIST, { handled: false, first: 100 })).data!.contactMessages.nodes;
    const handled = (await admin.gql<ListData>(LIST, { handled: true, first: 100 })).data!.contactMessages.nodes;
    expect(unhandled.every((n) => !n.handled)).toBe(true);
    expect(handled.every((n) => n.handled)).toBe(true);
    expect(unhandled.map((n) => n.id)).toEqual(expect.arrayContaining(open));
    expect(unhandled.map((n) => n.id)).not.toEqual(expect.arrayContaining([done[0]]));
    expect(handled.map((n) => n.id)).toEqual(expect.arrayContaining(done));
    expect(handled.find((n) => n.id === done[0])).toMatchObject({ handledById: adminId, handledByEmail: adminEmail });
  });

  it('marks a message handled once: audited with actor, before, after and IP; a second mark changes and records nothing', async () => {
    const [id] = await seed(1, 'mark');
    const first = await admin.gql<{ markContactMessageHandled: Node }>(MARK, { id });
    expect(first.errors).toBeUndefined();
    expect(first.data!.markContactMessageHandled).toEqual({
      id,
      handled: true,
      handledAt: expect.any(String),
      handledById: adminId,
      handledByEmail: adminEmail,
    });
    const audit = await auditOf(id);
    expect(audit).toEqual([
      {
        actor_id: adminId,
        actor_role: 'admin',
        action: 'contact_message.handled',
        details: expect.objectContaining({
          messageId: id,
          before: { handledAt: null, handledBy: null },
          after: { handledAt: expect.any(String), handledBy: adminId },
        }),
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
        subject_user_id: null,
      },
    ]);

    const other = await createAdmin(t);
    const again = await other.client.gql<{ markContactMessageHandled: Node }>(MARK, { id });
    expect(again.errors).toBeUndefined();
    expect(again.data!.markContactMessageHandled).toEqual(first.data!.markContactMessageHandled);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('gives two admins racing one handler and one audit entry', async () => {
    const [id] = await seed(1, 'race');
    const other = await createAdmin(t);
    const results = await Promise.all([
      admin.gql<{ markContactMessageHandled: Node }>(MARK, { id }),
      other.client.gql<{ markContactMessageHandled: Node }>(MARK, { id }),
    ]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    const handlers = new Set(results.map((r) => r.data!.markContactMessageHandled.handledById));
    expect(handlers.size).toBe(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it.each([
    ['a malformed id', 'not-a-uuid', 'BAD_USER_INPUT', 'CONTACT_INVALID_MESSAGE_ID'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 'NOT_FOUND', 'CONTACT_MESSAGE_NOT_FOUND'],
    ['an empty id', '', 'BAD_USER_INPUT', 'CONTACT_INVALID_MESSAGE_ID'],
  ])('refuses to mark %s (4xx, nothing changed)', async (_, id, code, reason) => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n;
    const res = await admin.gql(MARK, { id });
    expectGqlError(res, code);
    expect(res.errors![0].extensions?.reason).toBe(reason);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n).toBe(before);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['another list’s cursor', Buffer.from('audit:12').toString('base64url')],
    ['a cursor of no message', Buffer.from('contact:00000000-0000-4000-8000-000000000000').toString('base64url')],
    ['a cursor with stray characters', `${Buffer.from('contact:00000000-0000-4000-8000-000000000000').toString('base64url')}!!`],
  ])('refuses %s as after (400)', async (_, after) => {
    const res = await admin.gql(LIST, { after });
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reason).toBe('CONTACT_INVALID_CURSOR');
  });

  it.each([0, -1, 101])('refuses first: %d (400)', async (first) => {
    const res = await admin.gql(LIST, { first });
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reason).toBe('CONTACT_INVALID_PAGE_SIZE');
  });

  it('refuses the messages to visitors, investors and (for marking) support staff; support reads them', async () => {
    const [id] = await seed(1, 'refusals');
    const visitor = t.client();
    await visitor.fetchCsrf();
    expectGqlError(await visitor.gql(LIST, {}), 'UNAUTHENTICATED');
    expectGqlError(await visitor.gql(MARK, { id }), 'UNAUTHENTICATED');
    const { client: investor } = await createInvestor(t);
    expectGqlError(await investor.gql(LIST, {}), 'FORBIDDEN');
    expectGqlError(await investor.gql(MARK, { id }), 'FORBIDDEN');
    const { client: support } = await createSupport(t);
    expect((await support.gql<ListData>(LIST, { first: 1 })).errors).toBeUndefined();
    expectGqlError(await support.gql(MARK, { id }), 'FORBIDDEN');
    // an admin without the CSRF header changes nothing either
    expectGqlError(await admin.gql(MARK, { id }, { csrf: false }), 'FORBIDDEN');
    expect((await t.db.query(`SELECT handled_at FROM contact_messages WHERE id = $1`, [id])).rows[0].handled_at).toBeNull();
  });
});
