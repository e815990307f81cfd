import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Db, sqlOne, sqlRows } from '../../database/sql';
import { isUuid } from '../../common/uuid';
import { ACCESS_COLUMNS, UserAccessRow } from './user-access.service';

/** The indexed search text (migration 1764023000000-user-search): name, email, username and account number, lower case. */
export const USER_SEARCH_TEXT = `lower(u.fullname || chr(1) || u.email || chr(1) || u.username || chr(1) || u.reg_id)`;

export const USER_SEARCH_MAX_LENGTH = 100;

export interface UserDirectoryPage {
  rows: UserAccessRow[];
  hasNextPage: boolean;
}

/** A search term as a LIKE pattern of a substring: lower case, with LIKE's own characters taken literally. */
export function substringPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The statement of one directory page (one row more than `first`): newest first by (created_at, id),
 * optionally of the users whose name, email, username or account number holds `term`, after the user
 * `afterId`. Callers check the page size, the term's length and the cursor first.
 */
export function directoryStatement(term: string | null, first: number, afterId: string | null): { text: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (term) {
    params.push(substringPattern(term));
    where.push(`${USER_SEARCH_TEXT} LIKE $${params.length}`);
  }
  if (afterId) {
    params.push(afterId);
    where.push(`(u.created_at, u.id) < (SELECT c.created_at, c.id FROM users c WHERE c.id = $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const columns = ACCESS_COLUMNS.split(', ')
    .map((column) => `u.${column}`)
    .join(', ');
  return {
    text: `SELECT ${columns} FROM users u ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY u.created_at DESC, u.id DESC LIMIT $${params.length}`,
    params,
  };
}

/** The console's reads of users (users/ owns the table): search in cursor pages, referral counts. */
@Injectable()
export class UserDirectoryService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page newest first; `term` trimmed and non-empty, `afterId` a user that exists (see `exists`). */
  async search(term: string | null, first: number, afterId: string | null): Promise<UserDirectoryPage> {
    const statement = directoryStatement(term, first, afterId);
    const rows = await sqlRows<UserAccessRow>(this.db, statement.text, statement.params);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  /** Whether a user has this id (false for a malformed one). */
  async exists(id: string, db: Db = this.db): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await sqlOne<{ one: number }>(db, `SELECT 1 AS one FROM users WHERE id = $1`, [id])) !== null;
  }

  /** How many users signed up with this user's referral id. */
  async referralCount(userId: string): Promise<number> {
    const row = await sqlOne<{ count: number }>(this.db, `SELECT count(*)::int AS count FROM users WHERE referred_by_id = $1`, [userId]);
    return row?.count ?? 0;
  }
}
