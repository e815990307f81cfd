import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import type { MailOutboxEntity } from './mail-outbox.entity';

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => ID) id: string;
  @Field() to: string;
  @Field() subject: string;
  @Field() text: string;
  @Field({ description: 'stored (no SMTP), sent or failed' }) status: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
}

export const toOutboxMessage = (row: MailOutboxEntity): OutboxMessageModel => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt,
});
