import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../transactions/transaction.model';
import type { MailOutboxEntity } from './mail-outbox.entity';
import type { OutboxRow } from './mail-outbox-reader.service';

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => ID) id: string;
  @Field() to: string;
  @Field(() => String, { nullable: true, description: 'Where replies go (the contact form: the sender).' }) replyTo: string | null;
  @Field({ description: 'The subject; a one-time code in it shows as bullets.' }) subject: string;
  @Field({ description: 'The text as sent, but reset links and one-time codes redacted (e.g. …/reset_password?token=••••): the recipient alone got them.' })
  text: string;
  @Field({
    description:
      'queued (waiting for the mail worker), stored (no SMTP: kept in the outbox), sent, failed (an attempt failed; a retry is scheduled) or dead (given up)',
  })
  status: string;
  @Field(() => Int, { description: 'Delivery attempts made so far.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'The error of the last failed attempt.' }) lastError: string | null;
  @Field(() => String, { nullable: true, description: 'Money mails: the event, e.g. deposit.approved.' }) event: string | null;
  @Field(() => ID, { nullable: true, description: 'Money mails: the transaction the event is about.' }) transactionId: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) sentAt: Date | null;
}

export const toOutboxMessage = (row: MailOutboxEntity): OutboxMessageModel => ({
  id: row.id,
  to: row.to,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  event: row.event,
  transactionId: row.transactionId,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

export const outboxRowToMessage = (row: OutboxRow): OutboxMessageModel => ({
  id: row.id,
  to: row.to,
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  event: row.event,
  transactionId: row.transaction_id,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

@ObjectType()
export class OutboxMessageConnection {
  @Field(() => [OutboxMessageModel]) nodes: OutboxMessageModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
