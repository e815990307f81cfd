import { KycStatus } from '../modules/kyc/kyc-status';
import { isStaff, toSessionUser } from './session-user';

describe('toSessionUser', () => {
  it('keeps what handlers need and drops every secret of the loaded row', () => {
    const row = {
      id: 'a1',
      email: 'ann@example.com',
      username: 'ann',
      fullname: 'Ann Lee',
      isAdmin: false,
      twoFactorEnabledAt: new Date('2026-01-01T00:00:00Z'),
      kycStatus: KycStatus.NONE,
      passwordHash: '$argon2id$secret',
      twoFactorSecret: 'sealed-secret',
      twoFactorPendingSecret: 'sealed-pending',
    };
    const user = toSessionUser(row);
    expect(user).toEqual({
      id: 'a1',
      email: 'ann@example.com',
      username: 'ann',
      fullname: 'Ann Lee',
      isAdmin: false,
      role: 'investor',
      twoFactorEnabled: true,
      kycStatus: KycStatus.NONE,
    });
    expect(JSON.stringify(user)).not.toMatch(/secret|argon/);
    expect(toSessionUser({ ...row, isAdmin: true, twoFactorEnabledAt: null })).toMatchObject({ role: 'admin', twoFactorEnabled: false });
    expect(toSessionUser({ ...row, role: 'support' })).toMatchObject({ role: 'support', isAdmin: false });
  });

  it('tells staff (admin, support) from investors', () => {
    expect([isStaff({ role: 'admin' }), isStaff({ role: 'support' }), isStaff({ role: 'investor' }), isStaff(undefined)]).toEqual([true, true, false, false]);
  });
});
