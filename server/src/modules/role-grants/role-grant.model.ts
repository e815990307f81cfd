import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { UserRole } from '../../common/session-user';
import { PageInfo } from '../transactions/transaction.model';
import { toUserRoleValue, UserRoleValue } from '../users/user-role.model';

export enum RoleGrantStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  EXPIRED = 'expired',
}
registerEnumType(RoleGrantStatus, {
  name: 'RoleGrantStatus',
  description:
    "PENDING changes no role yet; APPROVED gave the role; REJECTED never did; EXPIRED lapsed unapproved (too old, or the user's role changed meanwhile).",
});

/** A `role_grant_requests` row as the store answers it; `status` already reads EXPIRED for a pending row past `expires_at`. */
export interface RoleGrantRow {
  id: string;
  seq: string;
  user_id: string;
  role: Extract<UserRole, 'admin' | 'support'>;
  from_role: Extract<UserRole, 'investor' | 'support'>;
  reason: string;
  status: RoleGrantStatus;
  requested_by: string;
  requested_at: Date;
  expires_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
}

@ObjectType('RoleGrantRequest', {
  description: "An admin's request to give a user the role SUPPORT or ADMIN; a different admin approves it before it takes effect.",
})
export class RoleGrantModel {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: 'The user who would get the role.' }) userId: string;
  @Field(() => String, { nullable: true }) userEmail: string | null;
  @Field(() => UserRoleValue, { description: 'The role asked for.' }) role: UserRoleValue;
  @Field(() => UserRoleValue, { description: "The user's role when it was asked for; it can be approved only while the user still has it." })
  fromRole: UserRoleValue;
  @Field() reason: string;
  @Field(() => RoleGrantStatus) status: RoleGrantStatus;
  @Field(() => ID) requestedBy: string;
  @Field(() => String, { nullable: true }) requestedByEmail: string | null;
  @Field(() => GraphQLISODateTime) requestedAt: Date;
  @Field(() => GraphQLISODateTime, { description: 'After this it can no longer be approved.' }) expiresAt: Date;
  @Field(() => ID, { nullable: true, description: 'The admin who approved or rejected it.' }) decidedBy: string | null;
  @Field(() => String, { nullable: true }) decidedByEmail: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was rejected (REJECTED only).' }) rejectionReason: string | null;
}

@ObjectType('RoleGrantRequestConnection')
export class RoleGrantConnection {
  @Field(() => [RoleGrantModel]) nodes: RoleGrantModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export function toRoleGrant(row: RoleGrantRow, emails: Map<string, string>): RoleGrantModel {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: emails.get(row.user_id) ?? null,
    role: toUserRoleValue(row.role),
    fromRole: toUserRoleValue(row.from_role),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedByEmail: emails.get(row.requested_by) ?? null,
    requestedAt: row.requested_at,
    expiresAt: row.expires_at,
    decidedBy: row.decided_by,
    decidedByEmail: row.decided_by ? (emails.get(row.decided_by) ?? null) : null,
    decidedAt: row.decided_at,
    rejectionReason: row.rejection_reason,
  };
}
