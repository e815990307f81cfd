import { DomainError, ErrorKind } from '../../common/errors/domain-error';
import { WEBHOOK_EVENT_TYPES } from './webhooks.types';

/** Every way managing webhook endpoints and deliveries can fail, each with its kind (HTTP status) and a message safe to show. */
export enum WebhookErrorCode {
  URL_REQUIRED = 'WEBHOOK_URL_REQUIRED',
  URL_TOO_LONG = 'WEBHOOK_URL_TOO_LONG',
  URL_INVALID = 'WEBHOOK_URL_INVALID',
  URL_SCHEME = 'WEBHOOK_URL_SCHEME',
  URL_HTTPS_REQUIRED = 'WEBHOOK_URL_HTTPS_REQUIRED',
  URL_CREDENTIALS = 'WEBHOOK_URL_CREDENTIALS',
  URL_PRIVATE = 'WEBHOOK_URL_PRIVATE',
  URL_UNRESOLVABLE = 'WEBHOOK_URL_UNRESOLVABLE',
  EVENTS_REQUIRED = 'WEBHOOK_EVENTS_REQUIRED',
  UNKNOWN_EVENT = 'WEBHOOK_UNKNOWN_EVENT',
  TOO_MANY_ENDPOINTS = 'WEBHOOK_TOO_MANY_ENDPOINTS',
  ENDPOINT_NOT_FOUND = 'WEBHOOK_ENDPOINT_NOT_FOUND',
  DELIVERY_NOT_FOUND = 'WEBHOOK_DELIVERY_NOT_FOUND',
  ENDPOINT_DISABLED = 'WEBHOOK_ENDPOINT_DISABLED',
  INVALID_PAGE_SIZE = 'WEBHOOK_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'WEBHOOK_INVALID_CURSOR',
  QUEUE_NOT_STARTED = 'WEBHOOK_QUEUE_NOT_STARTED',
  TEST_RATE_LIMITED = 'WEBHOOK_TEST_RATE_LIMITED',
}

export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_ENDPOINTS = 50;
export const WEBHOOK_PAGE_DEFAULT = 20;
export const WEBHOOK_PAGE_MAX = 100;
/** Test events an endpoint takes in a minute (issue 28): enough to try a receiver, not a way to flood one. */
export const WEBHOOK_TESTS_PER_MINUTE = 5;

const KIND: Record<WebhookErrorCode, ErrorKind> = {
  [WebhookErrorCode.URL_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_INVALID]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_SCHEME]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_HTTPS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_CREDENTIALS]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_PRIVATE]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.URL_UNRESOLVABLE]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.EVENTS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.UNKNOWN_EVENT]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.TOO_MANY_ENDPOINTS]: ErrorKind.CONFLICT,
  [WebhookErrorCode.ENDPOINT_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [WebhookErrorCode.DELIVERY_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [WebhookErrorCode.ENDPOINT_DISABLED]: ErrorKind.CONFLICT,
  [WebhookErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
  [WebhookErrorCode.QUEUE_NOT_STARTED]: ErrorKind.UNAVAILABLE,
  [WebhookErrorCode.TEST_RATE_LIMITED]: ErrorKind.RATE_LIMITED,
};

const MESSAGE: Record<WebhookErrorCode, string> = {
  [WebhookErrorCode.URL_REQUIRED]: 'Enter the URL that should receive the webhooks.',
  [WebhookErrorCode.URL_TOO_LONG]: `The URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  [WebhookErrorCode.URL_INVALID]: 'The URL is not a valid absolute URL (for example https://example.com/webhooks).',
  [WebhookErrorCode.URL_SCHEME]: 'Webhook URLs must start with https:// (or http:// outside production).',
  [WebhookErrorCode.URL_HTTPS_REQUIRED]: 'Webhook URLs must use https:// in production.',
  [WebhookErrorCode.URL_CREDENTIALS]: 'The URL must not contain a user name or password; webhooks are authenticated by their signature.',
  [WebhookErrorCode.URL_PRIVATE]: 'The URL points to a loopback, private or link-local address, which production does not call.',
  [WebhookErrorCode.URL_UNRESOLVABLE]: "The URL's host name does not resolve.",
  [WebhookErrorCode.EVENTS_REQUIRED]: 'Choose at least one event.',
  [WebhookErrorCode.UNKNOWN_EVENT]: `Unknown event. The events are: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  [WebhookErrorCode.TOO_MANY_ENDPOINTS]: `At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints can be registered.`,
  [WebhookErrorCode.ENDPOINT_NOT_FOUND]: 'Webhook endpoint not found.',
  [WebhookErrorCode.DELIVERY_NOT_FOUND]: 'Webhook delivery not found.',
  [WebhookErrorCode.ENDPOINT_DISABLED]: 'The endpoint is disabled; enable it before sending to it again.',
  [WebhookErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${WEBHOOK_PAGE_MAX}.`,
  [WebhookErrorCode.INVALID_CURSOR]: 'The cursor is not valid.',
  [WebhookErrorCode.QUEUE_NOT_STARTED]: 'The webhook queue is starting; try again shortly.',
  [WebhookErrorCode.TEST_RATE_LIMITED]: `At most ${WEBHOOK_TESTS_PER_MINUTE} test events a minute per endpoint; try again in a minute.`,
};

export class WebhookError extends DomainError {
  constructor(code: WebhookErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
    if (code.startsWith('WEBHOOK_URL')) this.field = 'url';
    if (code === WebhookErrorCode.EVENTS_REQUIRED || code === WebhookErrorCode.UNKNOWN_EVENT) this.field = 'events';
  }
}
