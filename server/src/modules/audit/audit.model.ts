import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import type { TableRow } from '../../database/sql';
import { PageInfo } from '../transactions/transaction.model';

/** A row of `audit_log` as AuditService reads it. */
export type AuditRow = TableRow<'audit_log'>;

@ObjectType()
export class AuditActor {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true, description: 'Null when the user is gone.' }) email: string | null;
}

@ObjectType()
export class AuditEntry {
  @Field(() => ID) id: string;
  @Field(() => GraphQLISODateTime) at: Date;
  @Field(() => AuditActor, { nullable: true, description: 'Who acted; null for the system (scheduled jobs).' }) actor: AuditActor | null;
  @Field({ description: 'user, admin or system.' }) actorRole: string;
  @Field({ description: 'What happened, e.g. "deposit.approved", "site_content.updated".' }) action: string;
  @Field(() => ID, { nullable: true }) transactionId: string | null;
  @Field(() => MoneyScalar, { nullable: true }) amount: string | null;
  @Field({ description: "The entry's details as a JSON object text (before/after where a change recorded them)." }) details: string;
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field(() => ID, { nullable: true, description: "The user the entry is about (the transaction's user, the reviewed user, the acting user)." })
  subjectUserId: string | null;
  @Field(() => String, { nullable: true, description: "The acting user's full name; null for the system or a user who is gone." })
  actorName: string | null;
  @Field(() => String, { nullable: true, description: "The acting user's email; null for the system or a user who is gone." })
  actorEmail: string | null;
  @Field(() => String, { nullable: true, description: 'The full name of the user the entry is about (subjectUserId).' })
  targetName: string | null;
  @Field(() => String, { nullable: true, description: 'The email of the user the entry is about (subjectUserId).' })
  targetEmail: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The id of the HTTP request that wrote the entry (X-Request-Id; also in that request's log lines, mails and webhooks); null for background work.",
  })
  requestId: string | null;
}

@ObjectType()
export class AuditConnection {
  @Field(() => [AuditEntry]) nodes: AuditEntry[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

/** A user an entry names, as the console shows them. */
export interface AuditPerson {
  email: string;
  name: string;
}

export function toAuditEntry(row: AuditRow, people: Map<string, AuditPerson>): AuditEntry {
  const actor = row.actor_id ? people.get(row.actor_id) : undefined;
  const target = row.subject_user_id ? people.get(row.subject_user_id) : undefined;
  return {
    id: row.id,
    at: row.created_at,
    actor: row.actor_id ? { id: row.actor_id, email: actor?.email ?? null } : null,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    targetName: target?.name ?? null,
    targetEmail: target?.email ?? null,
    actorRole: row.actor_role,
    action: row.action,
    transactionId: row.transaction_id,
    amount: row.amount,
    details: JSON.stringify(row.details ?? {}),
    ip: row.ip,
    subjectUserId: row.subject_user_id,
    requestId: row.request_id,
  };
}
