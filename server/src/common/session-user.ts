import type { KycStatus } from '../modules/kyc/kyc-status';

/** `admin` runs the console; `support` reads all of it and changes nothing (the AccessGuard refuses its mutations). */
export type UserRole = 'investor' | 'admin' | 'support';
export const USER_ROLES: readonly UserRole[] = ['investor', 'admin', 'support'];

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
  /** A full admin (role `admin`): may change things in the console. Support staff are not admins. */
  isAdmin: boolean;
  role: UserRole;
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
  role?: UserRole | null;
  twoFactorEnabledAt: Date | null;
  kycStatus: KycStatus;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullname: user.fullname,
    isAdmin: user.isAdmin,
    role: user.isAdmin ? 'admin' : (user.role ?? 'investor'),
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    kycStatus: user.kycStatus,
  };
}

/** Staff see the console (its pages, GraphiQL, introspection): admins and support. */
export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'support';
}
