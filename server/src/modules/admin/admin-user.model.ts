import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { KycStatus } from '../kyc/kyc-status';
import type { UserAccessRow } from '../users/user-access.service';
import { toUserRoleValue, UserRoleValue } from '../users/user-role.model';

/** A user as the console's account actions (freeze, unfreeze, 2FA reset) answer it. */
@ObjectType('AdminUser')
export class AdminUserModel {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() username: string;
  @Field() fullname: string;
  @Field({ description: 'A full admin (role ADMIN).' }) isAdmin: boolean;
  @Field(() => UserRoleValue) role: UserRoleValue;
  @Field() twoFactorEnabled: boolean;
  @Field({ description: 'Frozen by an admin: cannot sign in or move money.' }) frozen: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) frozenAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the account was frozen (admins only).' }) frozenReason: string | null;
  @Field(() => ID, { nullable: true, description: 'The admin who froze the account.' }) frozenBy: string | null;
  @Field({ description: 'The account number.' }) regId: string;
  @Field(() => KycStatus) kycStatus: KycStatus;
  @Field(() => GraphQLISODateTime, { description: 'When the user signed up.' }) createdAt: Date;
}

export function toAdminUser(row: UserAccessRow): AdminUserModel {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullname: row.fullname,
    isAdmin: row.is_admin,
    role: toUserRoleValue(row.role),
    twoFactorEnabled: row.two_factor_enabled_at !== null,
    frozen: row.frozen_at !== null,
    frozenAt: row.frozen_at,
    frozenReason: row.frozen_reason,
    frozenBy: row.frozen_by,
    regId: row.reg_id,
    kycStatus: row.kyc_status,
    createdAt: row.created_at,
  };
}
