import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createSupport } from '../../../test/factories/users';

const SAVE = `mutation($input: SaveDepositWalletInput!) { saveDepositWallet(input: $input) { id walletName network addressKind walletAddress active } }`;
const STATIC = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

describe('deposit wallet changes are audited (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let adminId: string;
  beforeAll(async () => {
    t = await bootApp();
    const a = await createAdmin(t);
    admin = a.client;
    adminId = a.user.id;
  });
  afterAll(() => t.close());

  const entriesOf = async (walletId: string) =>
    (await t.db.query(`SELECT actor_id, actor_role, action, details, ip FROM audit_log WHERE details->>'walletId' = $1 ORDER BY id`, [walletId])).rows;

  it('records the actor, the wallet before and after, and the IP for a creation and each change', async () => {
    const created = await admin.gql<{ saveDepositWallet: { id: string } }>(SAVE, {
      input: { walletName: 'Tether (audit)', network: 'TRC20', addressKind: 'STATIC', walletAddress: STATIC },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.saveDepositWallet.id;
    const changed = await admin.gql(SAVE, {
      input: { id, walletName: 'Tether (renamed)', network: 'TRC20', addressKind: 'STATIC', walletAddress: STATIC, active: false },
    });
    expect(changed.errors).toBeUndefined();

    const view = { network: 'TRC20', chain: 'tron', asset: 'USDT', addressKind: 'static', walletAddress: STATIC, extendedPublicKey: null, nextIndex: 0 };
    expect(await entriesOf(id)).toEqual([
      {
        actor_id: adminId,
        actor_role: 'admin',
        action: 'deposit_wallet.saved',
        details: { walletId: id, before: null, after: { ...view, walletName: 'Tether (audit)', active: true } },
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      },
      {
        actor_id: adminId,
        actor_role: 'admin',
        action: 'deposit_wallet.saved',
        details: {
          walletId: id,
          before: { ...view, walletName: 'Tether (audit)', active: true },
          after: { ...view, walletName: 'Tether (renamed)', active: false },
        },
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      },
    ]);
  });

  it('records nothing for a refused change (unknown or malformed id, support staff)', async () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'deposit_wallet.saved'`)).rows[0].n;
    const before = await count();
    const input = { walletName: 'X', network: 'TRC20', addressKind: 'STATIC', walletAddress: STATIC };
    expectGqlError(await admin.gql(SAVE, { input: { ...input, id: '00000000-0000-4000-8000-000000000000' } }), 'NOT_FOUND');
    expectGqlError(await admin.gql(SAVE, { input: { ...input, id: 'not-an-id' } }), 'BAD_USER_INPUT');
    const { client: support } = await createSupport(t);
    expectGqlError(await support.gql(SAVE, { input }), 'FORBIDDEN');
    expect(await count()).toBe(before);
  });
});
