import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../transactions/transaction.model';
import type { ContactMessageRow } from './contact-messages.service';

@ObjectType({ description: 'A message sent through the contact form, as admins read it.' })
export class ContactMessage {
  @Field(() => ID) id: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field() fullname: string;
  @Field({ description: 'The address the sender gave (replies go there).' }) email: string;
  @Field() subject: string;
  @Field() message: string;
  @Field(() => ID, { nullable: true, description: 'The signed-in user who sent it; null for a visitor.' }) userId: string | null;
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field() handled: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) handledAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The admin who marked it handled.' }) handledById: string | null;
  @Field(() => String, { nullable: true, description: "That admin's email; null when unhandled or the user is gone." }) handledByEmail: string | null;
}

@ObjectType()
export class ContactMessageConnection {
  @Field(() => [ContactMessage]) nodes: ContactMessage[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export function toContactMessage(row: ContactMessageRow, emails: Map<string, string>): ContactMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    fullname: row.fullname,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.user_id,
    ip: row.ip,
    handled: row.handled_at !== null,
    handledAt: row.handled_at,
    handledById: row.handled_by,
    handledByEmail: row.handled_by ? (emails.get(row.handled_by) ?? null) : null,
  };
}
