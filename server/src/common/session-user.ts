import type { KycStatus } from '../modules/kyc/kyc-status';

/**
 * Who is calling, as handlers see it (`@CurrentUser()`): the few fields they need, and never
 * the password hash or the 2FA secrets, which stay inside `users/` and `auth/`. Services that
 * need more read the user themselves.
 */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  fullname: string;
  isAdmin: boolean;
  role: 'admin' | 'investor';
  twoFactorEnabled: boolean;
  kycStatus: KycStatus;
}

/** The projection of a loaded user row into a SessionUser (drops every secret). */
export function toSessionUser(user: {
  id: string;
  email: string;
  username: string;
  fullname: string;
  isAdmin: boolean;
  twoFactorEnabledAt: Date | null;
  kycStatus: KycStatus;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullname: user.fullname,
    isAdmin: user.isAdmin,
    role: user.isAdmin ? 'admin' : 'investor',
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    kycStatus: user.kycStatus,
  };
}
