import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MailOutboxEntity } from './mail-outbox.entity';

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => ID) id: string;
  @Field() to: string;
  @Field() subject: string;
  @Field() text: string;
  @Field({
    description:
      'queued (waiting for the mail worker), stored (no SMTP: kept in the outbox), sent, failed (an attempt failed; a retry is scheduled) or dead (given up)',
  })
  status: string;
  @Field(() => Int, { description: 'Delivery attempts made so far.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'The error of the last failed attempt.' }) lastError: string | null;
  @Field(() => String, { nullable: true, description: 'Money mails: the event, e.g. deposit.approved.' }) event: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) sentAt: Date | null;
}

export const toOutboxMessage = (row: MailOutboxEntity): OutboxMessageModel => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  event: row.event,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});
