/** The events an operator's endpoint can subscribe to (issue 15); each is sent as `{ type, timestamp, data }`. */
export const WEBHOOK_EVENT_TYPES = [
  'deposit.submitted',
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.rejected',
  'investment.created',
  'investment.completed',
  'kyc.submitted',
  'user.registered',
] as const;

/** The event "Send test event" sends to one endpoint, whatever it subscribes to (issue 28); not a subscription choice. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** An event's `data`: ids and facts as JSON values (money as decimal strings, never numbers). */
export type WebhookData = Record<string, string | number | boolean | null>;
