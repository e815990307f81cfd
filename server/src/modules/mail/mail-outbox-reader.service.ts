import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeRowCursor } from '../../common/row-cursor';
import { isUuid } from '../../common/uuid';
import { sqlOne, sqlRows } from '../../database/sql';
import type { OutboxStatus } from './mail-outbox.entity';
import { MailError, MailErrorCode, OUTBOX_PAGE_MAX, OUTBOX_STATUSES } from './mail.errors';

/** A row of `mail_outbox` as the console reads it. */
export interface OutboxRow {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  event: string | null;
  transaction_id: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboxPage {
  rows: OutboxRow[];
  hasNextPage: boolean;
}

export const OUTBOX_CURSOR_KIND = 'outbox';

const COLUMNS = `o.id, o."to", o.reply_to, o.subject, o.text, o.status, o.attempts, o.last_error, o.event, o.transaction_id, o.created_at, o.sent_at`;

/**
 * One page's statement (one row more than `first`), newest first by (created_at, id), optionally of
 * one status, after the row `afterId`: `mail_outbox_page_idx` / `mail_outbox_status_page_idx` serve
 * it, so page 4,000 costs what page 1 does.
 */
export function outboxPageStatement(status: OutboxStatus | null, first: number, afterId: string | null): { text: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (status) {
    params.push(status);
    where.push(`o.status = $${params.length}`);
  }
  if (afterId) {
    params.push(afterId);
    where.push(`(o.created_at, o.id) < (SELECT c.created_at, c.id FROM mail_outbox c WHERE c.id = $${params.length}::uuid)`);
  }
  params.push(first + 1);
  return {
    text: `SELECT ${COLUMNS} FROM mail_outbox o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length}`,
    params,
  };
}

/** The console's reads of the outbox (mail/ owns the table): cursor pages and one message. */
@Injectable()
export class MailOutboxReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(status: string | null, first: number, after: string | null): Promise<OutboxPage> {
    if (!Number.isInteger(first) || first < 1 || first > OUTBOX_PAGE_MAX) throw new MailError(MailErrorCode.INVALID_PAGE_SIZE);
    if (status != null && !(OUTBOX_STATUSES as readonly string[]).includes(status)) throw new MailError(MailErrorCode.INVALID_STATUS);
    let afterId: string | null = null;
    if (after != null) {
      afterId = decodeRowCursor(OUTBOX_CURSOR_KIND, after);
      if (!afterId || !(await sqlOne<{ one: number }>(this.db, `SELECT 1 AS one FROM mail_outbox WHERE id = $1`, [afterId]))) {
        throw new MailError(MailErrorCode.INVALID_CURSOR);
      }
    }
    const statement = outboxPageStatement((status as OutboxStatus | null) ?? null, first, afterId);
    const rows = await sqlRows<OutboxRow>(this.db, statement.text, statement.params);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  async get(id: string): Promise<OutboxRow> {
    if (!isUuid(id)) throw new MailError(MailErrorCode.INVALID_MESSAGE_ID);
    const row = await sqlOne<OutboxRow>(this.db, `SELECT ${COLUMNS} FROM mail_outbox o WHERE o.id = $1`, [id]);
    if (!row) throw new MailError(MailErrorCode.MESSAGE_NOT_FOUND);
    return row;
  }
}
