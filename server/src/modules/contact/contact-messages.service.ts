import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeRowCursor } from '../../common/row-cursor';
import { isUuid } from '../../common/uuid';
import { sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { CONTACT_PAGE_MAX, ContactError, ContactErrorCode } from './contact.errors';

/** A row of `contact_messages` as the console reads it. */
export type ContactMessageRow = TableRow<'contact_messages'>;

export interface ContactMessagePage {
  rows: ContactMessageRow[];
  hasNextPage: boolean;
}

/** Who marks a message handled, and from where (the audit entry's actor and IP). */
export interface ContactHandler {
  id: string;
  ip: string | null;
}

export const CONTACT_CURSOR_KIND = 'contact';

const COLUMNS = `m.id, m.user_id, m.fullname, m.email, m.subject, m.message, m.ip, m.created_at, m.handled_at, m.handled_by`;

/**
 * The statement of one page (one row more than `first`), newest first by (created_at, id), optionally
 * only handled or unhandled messages, after the message `afterId`. The indexes
 * `contact_messages_page_idx` and `contact_messages_unhandled_idx` serve it.
 */
export function contactPageStatement(handled: boolean | null, first: number, afterId: string | null): { text: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (handled === true) where.push(`m.handled_at IS NOT NULL`);
  if (handled === false) where.push(`m.handled_at IS NULL`);
  if (afterId) {
    params.push(afterId);
    where.push(`(m.created_at, m.id) < (SELECT c.created_at, c.id FROM contact_messages c WHERE c.id = $${params.length}::uuid)`);
  }
  params.push(first + 1);
  return {
    text: `SELECT ${COLUMNS} FROM contact_messages m ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.length}`,
    params,
  };
}

/** The console's side of the contact form: admins read the messages and mark them handled. */
@Injectable()
export class ContactMessagesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** One page newest first; a cursor that is malformed or names no message is refused (400). */
  async list(handled: boolean | null, first: number, after: string | null): Promise<ContactMessagePage> {
    if (!Number.isInteger(first) || first < 1 || first > CONTACT_PAGE_MAX) throw new ContactError(ContactErrorCode.INVALID_PAGE_SIZE);
    let afterId: string | null = null;
    if (after != null) {
      afterId = decodeRowCursor(CONTACT_CURSOR_KIND, after);
      if (!afterId || !(await sqlOne<{ one: number }>(this.db, `SELECT 1 AS one FROM contact_messages WHERE id = $1`, [afterId]))) {
        throw new ContactError(ContactErrorCode.INVALID_CURSOR);
      }
    }
    const statement = contactPageStatement(handled, first, afterId);
    const rows = await sqlRows<ContactMessageRow>(this.db, statement.text, statement.params);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  /**
   * Marks a message handled and audits it (`contact_message.handled`, before and after). Marking a
   * handled message again changes nothing and records nothing: the answer is the message as it is,
   * with the first handler and time. The row lock makes two admins racing end with one handler.
   */
  async markHandled(handler: ContactHandler, id: string): Promise<ContactMessageRow> {
    if (!isUuid(id)) throw new ContactError(ContactErrorCode.INVALID_MESSAGE_ID);
    return this.db.transaction(async (manager) => {
      const current = await sqlOne<ContactMessageRow>(manager, `SELECT ${COLUMNS} FROM contact_messages m WHERE m.id = $1 FOR UPDATE`, [id]);
      if (!current) throw new ContactError(ContactErrorCode.MESSAGE_NOT_FOUND);
      if (current.handled_at) return current;
      const updated = (await sqlOne<ContactMessageRow>(
        manager,
        `UPDATE contact_messages m SET handled_at = now(), handled_by = $2 WHERE m.id = $1 RETURNING ${COLUMNS}`,
        [id, handler.id],
      ))!;
      await this.audit.record(manager, {
        actorId: handler.id,
        actorRole: 'admin',
        action: 'contact_message.handled',
        details: {
          messageId: id,
          subject: current.subject,
          from: current.email,
          before: { handledAt: null, handledBy: null },
          after: { handledAt: updated.handled_at, handledBy: updated.handled_by },
        },
        ip: handler.ip,
        subjectUserId: current.user_id,
      });
      return updated;
    });
  }
}
