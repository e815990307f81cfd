import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { currentRequestId } from '../../common/request-context';
import { requireUuid } from '../../common/uuid';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import {
  toWebhookDelivery,
  toWebhookEndpoint,
  type WebhookAttemptRow,
  type WebhookDeliveryConnection,
  type WebhookDeliveryModel,
  type WebhookDeliveryRow,
  type WebhookEndpointModel,
  type WebhookEndpointRow,
} from './webhook.model';
import { WebhookQueue } from './webhook-queue.service';
import { assertPublicHost, parseWebhookUrl } from './webhook-url';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_PAGE_DEFAULT, WEBHOOK_PAGE_MAX, WEBHOOK_TESTS_PER_MINUTE, WebhookError, WebhookErrorCode } from './webhooks.errors';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from './webhooks.types';

/** The admin acting, for the audit log. */
export interface WebhookAdmin {
  id: string;
  ip: string | null;
}

/** After a rotation the previous secret keeps signing beside the new one this long, so receivers can switch without losing a webhook. */
const ROTATION_OVERLAP = '24 hours';

/** A new signing secret: 32 random bytes, base64, `whsec_` in front (Standard Webhooks). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const ENDPOINT_COLUMNS = `id, url, events, enabled, disabled_reason, created_by, created_at, updated_at, secret_rotated_at`;

/** What the audit log keeps of an endpoint (never its secret). */
const auditView = (row: WebhookEndpointRow) => ({ url: row.url, events: row.events, enabled: row.enabled });

export function encodeDeliveryCursor(row: { seq: string }): string {
  return Buffer.from(`webhook-delivery:${row.seq}`).toString('base64url');
}

function decodeDeliveryCursor(cursor: string): string {
  const match = /^webhook-delivery:([1-9]\d{0,17})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || encodeDeliveryCursor({ seq: match[1] }) !== cursor) throw new WebhookError(WebhookErrorCode.INVALID_CURSOR);
  return match[1];
}

/** The events asked for: known names only, each once, in the catalogue's order. */
export function checkEvents(events: unknown): string[] {
  if (!Array.isArray(events) || !events.length) throw new WebhookError(WebhookErrorCode.EVENTS_REQUIRED);
  const wanted = new Set<string>();
  for (const event of events) {
    const name = typeof event === 'string' ? event.trim() : '';
    if (!isWebhookEventType(name)) {
      throw new WebhookError(WebhookErrorCode.UNKNOWN_EVENT, `Unknown event "${name.slice(0, 60)}". The events are: ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
    }
    wanted.add(name);
  }
  return WEBHOOK_EVENT_TYPES.filter((type) => wanted.has(type));
}

/** The owner of `webhook_endpoints`, `webhook_deliveries` and `webhook_attempts`: what admins manage and read. */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly queue: WebhookQueue,
    private readonly limits: RateLimitService,
  ) {}

  list(): Promise<WebhookEndpointRow[]> {
    return sqlRows<WebhookEndpointRow>(this.db, `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY created_at DESC, id`);
  }

  /** A new endpoint; its secret is in this answer only. In production the URL must be https and resolve to public addresses only. */
  async create(admin: WebhookAdmin, urlInput: unknown, eventsInput: unknown): Promise<WebhookEndpointModel> {
    const url = parseWebhookUrl(urlInput, this.config.isProduction);
    const events = checkEvents(eventsInput);
    if (this.config.isProduction) await assertPublicHost(url);
    const secret = newSecret();
    const row = await this.db.transaction(async (manager) => {
      // One count under a lock, so parallel creations cannot pass the limit together.
      await sqlRows(manager, `SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'))`);
      const count = await sqlOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM webhook_endpoints`);
      if ((count?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new WebhookError(WebhookErrorCode.TOO_MANY_ENDPOINTS);
      const created = await sqlOne<WebhookEndpointRow>(
        manager,
        `INSERT INTO webhook_endpoints (url, events, secret, created_by) VALUES ($1, $2, $3, $4) RETURNING ${ENDPOINT_COLUMNS}`,
        [url.href, events, secret, admin.id],
      );
      await this.record(manager, admin, 'webhook_endpoint.created', null, created!);
      return created!;
    });
    return toWebhookEndpoint(row, secret);
  }

  async setEnabled(admin: WebhookAdmin, idInput: unknown, enabled: boolean): Promise<WebhookEndpointModel> {
    const id = requireUuid(idInput, 'endpoint id');
    return this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      const after = await sqlOne<WebhookEndpointRow>(
        manager,
        `UPDATE webhook_endpoints SET enabled = $2, disabled_reason = CASE WHEN $2 THEN NULL ELSE 'Disabled by an admin.' END, updated_at = now()
          WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
        [id, enabled],
      );
      await this.record(manager, admin, enabled ? 'webhook_endpoint.enabled' : 'webhook_endpoint.disabled', before, after!);
      return toWebhookEndpoint(after!);
    });
  }

  /** A new secret, in this answer only; the previous one keeps signing beside it for 24 hours. */
  async rotateSecret(admin: WebhookAdmin, idInput: unknown): Promise<WebhookEndpointModel> {
    const id = requireUuid(idInput, 'endpoint id');
    const secret = newSecret();
    return this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      const after = await sqlOne<WebhookEndpointRow>(
        manager,
        `UPDATE webhook_endpoints
            SET previous_secret = secret, previous_secret_expires_at = now() + interval '${ROTATION_OVERLAP}', secret = $2,
                secret_rotated_at = now(), updated_at = now()
          WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
        [id, secret],
      );
      await this.record(manager, admin, 'webhook_endpoint.secret_rotated', before, after!);
      return toWebhookEndpoint(after!, secret);
    });
  }

  /** Removes the endpoint with its deliveries and attempts (the audit log keeps that it existed). */
  async remove(admin: WebhookAdmin, idInput: unknown): Promise<WebhookEndpointModel> {
    const id = requireUuid(idInput, 'endpoint id');
    return this.db.transaction(async (manager) => {
      const before = await this.lock(manager, id);
      await sqlRows(manager, `DELETE FROM webhook_endpoints WHERE id = $1`, [id]);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'webhook_endpoint.deleted',
        details: { endpointId: id, before: auditView(before), after: null },
        ip: admin.ip,
      });
      return toWebhookEndpoint(before);
    });
  }

  /** The endpoint's deliveries newest first, each with all its attempts, in cursor pages (first 1..100, default 20). */
  async deliveries(endpointIdInput: unknown, firstInput: number | null | undefined, after: string | null | undefined): Promise<WebhookDeliveryConnection> {
    const endpointId = requireUuid(endpointIdInput, 'endpoint id');
    const first = firstInput ?? WEBHOOK_PAGE_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > WEBHOOK_PAGE_MAX) throw new WebhookError(WebhookErrorCode.INVALID_PAGE_SIZE);
    const before = after != null ? decodeDeliveryCursor(after) : null;
    const endpoint = await sqlOne<{ id: string }>(this.db, `SELECT id FROM webhook_endpoints WHERE id = $1`, [endpointId]);
    if (!endpoint) throw new WebhookError(WebhookErrorCode.ENDPOINT_NOT_FOUND);
    const rows = await sqlRows<WebhookDeliveryRow>(
      this.db,
      // The order names the table's column: the output column `seq` is text.
      `SELECT d.id, d.seq::text AS seq, d.endpoint_id, d.message_id, d.event_type, d.body, d.status, d.round, d.attempt_count, d.last_status_code,
              d.last_error, d.next_attempt_at, d.created_at, d.completed_at
         FROM webhook_deliveries d
        WHERE d.endpoint_id = $1 AND ($2::bigint IS NULL OR d.seq < $2::bigint)
        ORDER BY d.seq DESC LIMIT $3`,
      [endpointId, before, first + 1],
    );
    const page = rows.slice(0, first);
    const attempts = await this.attemptsOf(page.map((row) => row.id));
    const last = page.at(-1);
    return {
      nodes: page.map((row) => toWebhookDelivery(row, attempts.get(row.id) ?? [])),
      pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeDeliveryCursor(last) : null },
    };
  }

  /**
   * A `webhook.test` event to this endpoint only (whatever it subscribes to), signed and sent through
   * the same outbox and queue as real events, so its delivery shows what the receiver answered. At
   * most WEBHOOK_TESTS_PER_MINUTE a minute per endpoint; a disabled endpoint is refused.
   */
  async sendTest(admin: WebhookAdmin, idInput: unknown): Promise<WebhookDeliveryModel> {
    const id = requireUuid(idInput, 'endpoint id');
    const exists = await sqlOne<{ enabled: boolean }>(this.db, `SELECT enabled FROM webhook_endpoints WHERE id = $1`, [id]);
    if (!exists) throw new WebhookError(WebhookErrorCode.ENDPOINT_NOT_FOUND);
    if (!exists.enabled) throw new WebhookError(WebhookErrorCode.ENDPOINT_DISABLED);
    const slot = await this.limits.take(`webhook-test:${id}`, { limit: WEBHOOK_TESTS_PER_MINUTE, windowSeconds: 60, lockSeconds: 0 });
    if (!slot.allowed) throw new WebhookError(WebhookErrorCode.TEST_RATE_LIMITED);
    const messageId = `msg_${randomUUID().replace(/-/g, '')}`;
    const body = JSON.stringify({
      type: WEBHOOK_TEST_EVENT,
      timestamp: new Date().toISOString(),
      data: { endpointId: id, test: true, message: 'A test event sent from the console: no money moved.' },
    });
    const row = await this.db.transaction(async (manager) => {
      const endpoint = await this.lock(manager, id);
      if (!endpoint.enabled) throw new WebhookError(WebhookErrorCode.ENDPOINT_DISABLED);
      const created = await sqlOne<WebhookDeliveryRow>(
        manager,
        `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, request_id) VALUES ($1, $2, $3, $4, $5)
        RETURNING id, seq::text AS seq, endpoint_id, message_id, event_type, body, status, round, attempt_count, last_status_code, last_error,
                  next_attempt_at, created_at, completed_at`,
        [id, messageId, WEBHOOK_TEST_EVENT, body, currentRequestId()],
      );
      await this.queue.enqueue(manager, [{ id: created!.id, round: created!.round, attempt: created!.attempt_count + 1 }]);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'webhook.test_sent',
        details: { endpointId: id, url: endpoint.url, deliveryId: created!.id, messageId },
        ip: admin.ip,
      });
      return created!;
    });
    return toWebhookDelivery(row, []);
  }

  /**
   * Sends the delivery again now, with the same webhook-id and body, as a new round of attempts
   * (with its own retries). A retry still scheduled from the earlier round is dropped.
   */
  async redeliver(admin: WebhookAdmin, idInput: unknown): Promise<WebhookDeliveryModel> {
    const id = requireUuid(idInput, 'delivery id');
    const row = await this.db.transaction(async (manager) => {
      const current = await sqlOne<WebhookDeliveryRow & { enabled: boolean }>(
        manager,
        `SELECT d.id, d.status, d.round, d.attempt_count, d.endpoint_id, d.event_type, d.message_id, e.enabled
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE d.id = $1 FOR UPDATE OF d`,
        [id],
      );
      if (!current) throw new WebhookError(WebhookErrorCode.DELIVERY_NOT_FOUND);
      if (!current.enabled) throw new WebhookError(WebhookErrorCode.ENDPOINT_DISABLED);
      const updated = await sqlOne<WebhookDeliveryRow>(
        manager,
        `UPDATE webhook_deliveries SET round = round + 1, status = 'pending', next_attempt_at = now(), completed_at = NULL
          WHERE id = $1
        RETURNING id, seq::text AS seq, endpoint_id, message_id, event_type, body, status, round, attempt_count, last_status_code, last_error,
                  next_attempt_at, created_at, completed_at`,
        [id],
      );
      await this.queue.enqueue(manager, [{ id, round: updated!.round, attempt: updated!.attempt_count + 1 }]);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'webhook.redelivered',
        details: {
          deliveryId: id,
          endpointId: current.endpoint_id,
          messageId: current.message_id,
          eventType: current.event_type,
          before: { status: current.status, round: current.round },
          after: { status: 'pending', round: updated!.round },
        },
        ip: admin.ip,
      });
      return updated!;
    });
    const attempts = await this.attemptsOf([row.id]);
    return toWebhookDelivery(row, attempts.get(row.id) ?? []);
  }

  private async attemptsOf(deliveryIds: string[]): Promise<Map<string, WebhookAttemptRow[]>> {
    const byDelivery = new Map<string, WebhookAttemptRow[]>();
    if (!deliveryIds.length) return byDelivery;
    const rows = await sqlRows<WebhookAttemptRow>(
      this.db,
      `SELECT id::text AS id, delivery_id, attempted_at, status_code, duration_ms, error, succeeded, response_body
         FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY id`,
      [deliveryIds],
    );
    for (const row of rows) byDelivery.set(row.delivery_id, [...(byDelivery.get(row.delivery_id) ?? []), row]);
    return byDelivery;
  }

  private async lock(manager: EntityManager, id: string): Promise<WebhookEndpointRow> {
    const row = await sqlOne<WebhookEndpointRow>(manager, `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw new WebhookError(WebhookErrorCode.ENDPOINT_NOT_FOUND);
    return row;
  }

  private record(manager: EntityManager, admin: WebhookAdmin, action: string, before: WebhookEndpointRow | null, after: WebhookEndpointRow) {
    return this.audit.record(manager, {
      actorId: admin.id,
      actorRole: 'admin',
      action,
      details: { endpointId: after.id, before: before && auditView(before), after: auditView(after) },
      ip: admin.ip,
    });
  }
}
