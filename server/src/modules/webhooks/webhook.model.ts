import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../transactions/transaction.model';

/** A row of `webhook_endpoints` as the services read it (the secrets only where they are needed). */
export interface WebhookEndpointRow {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  secret_rotated_at: Date | null;
}

export interface WebhookDeliveryRow {
  id: string;
  seq: string;
  endpoint_id: string;
  message_id: string;
  event_type: string;
  body: string;
  status: string;
  round: number;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface WebhookAttemptRow {
  id: string;
  delivery_id: string;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  succeeded: boolean;
  response_body: string | null;
}

@ObjectType('WebhookEndpoint')
export class WebhookEndpointModel {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field(() => [String], { description: 'The event types sent to this endpoint.' }) events: string[];
  @Field({ description: 'False once disabled (by an admin, or by the endpoint answering 410 Gone): nothing is sent to it.' }) enabled: boolean;
  @Field(() => String, { nullable: true, description: 'Why the endpoint was disabled.' }) disabledReason: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (whsec_…), present only in the answers of createWebhookEndpoint and rotateWebhookSecret: store it then.',
  })
  secret: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime) updatedAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the secret was last rotated; the previous one also signs for 24 hours after.' })
  secretRotatedAt: Date | null;
}

@ObjectType('WebhookAttempt')
export class WebhookAttemptModel {
  @Field(() => ID) id: string;
  @Field(() => GraphQLISODateTime) at: Date;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when no answer came (timeout, refused connection, DNS)." })
  statusCode: number | null;
  @Field(() => Int, { description: 'Milliseconds until the answer (or the failure).' }) durationMs: number;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field({ description: 'A 2xx answer within 5 seconds.' }) succeeded: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The first 4 KB of the receiver's answer body, as text; null when no answer came (or for attempts made before it was kept).",
  })
  responseBody: string | null;
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryModel {
  @Field(() => ID) id: string;
  @Field(() => ID) endpointId: string;
  @Field({ description: 'The webhook-id header: the same on every attempt and every endpoint of one event (receivers deduplicate by it).' })
  messageId: string;
  @Field() eventType: string;
  @Field({ description: 'The JSON body sent, exactly as signed: { type, timestamp, data }.' }) payload: string;
  @Field({ description: 'pending (an attempt is scheduled), succeeded or failed (given up).' }) status: string;
  @Field(() => Int) attemptCount: number;
  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status from the receiver; null before any answer." })
  lastStatusCode: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next retry is due, while pending after a failure.' }) nextAttemptAt: Date | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt: Date | null;
  @Field(() => [WebhookAttemptModel], { description: 'Every attempt, oldest first.' }) attempts: WebhookAttemptModel[];
}

@ObjectType('WebhookDeliveryConnection')
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDeliveryModel]) nodes: WebhookDeliveryModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export const toWebhookEndpoint = (row: WebhookEndpointRow, secret: string | null = null): WebhookEndpointModel => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  secret,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  secretRotatedAt: row.secret_rotated_at,
});

export const toWebhookAttempt = (row: WebhookAttemptRow): WebhookAttemptModel => ({
  id: row.id,
  at: row.attempted_at,
  statusCode: row.status_code,
  durationMs: row.duration_ms,
  error: row.error,
  succeeded: row.succeeded,
  responseBody: row.response_body,
});

export const toWebhookDelivery = (row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDeliveryModel => ({
  id: row.id,
  endpointId: row.endpoint_id,
  messageId: row.message_id,
  eventType: row.event_type,
  payload: row.body,
  status: row.status,
  attemptCount: row.attempt_count,
  lastStatusCode: row.last_status_code,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
  completedAt: row.completed_at,
  attempts: attempts.map(toWebhookAttempt),
});
