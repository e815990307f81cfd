import { registerEnumType } from '@nestjs/graphql';
import type { UserRole } from '../../common/session-user';

/** The GraphQL `UserRole` enum; its values are the stored `users.role` texts. */
export enum UserRoleValue {
  INVESTOR = 'investor',
  ADMIN = 'admin',
  SUPPORT = 'support',
}
registerEnumType(UserRoleValue, {
  name: 'UserRole',
  description: 'INVESTOR; ADMIN runs the console; SUPPORT reads everything in the console and changes nothing.',
});

export const toUserRoleValue = (role: UserRole): UserRoleValue => role as UserRoleValue;

/** How much power a role holds: a change to a higher rank is a grant (two admins), to a lower one a removal (one). */
export const roleRank = (role: UserRole): number => ({ investor: 0, support: 1, admin: 2 })[role];
