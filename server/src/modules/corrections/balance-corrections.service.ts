import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Decimal } from '../../common/money';
import { isUuid } from '../../common/uuid';
import { sqlOne, sqlRows } from '../../database/sql';
import { balancesOf } from '../ledger/ledger-accounts';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { LedgerService } from '../ledger/ledger.service';
import { adminActor, type CorrectionStep } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import { UserAccessService } from '../users/user-access.service';
import { UsersService } from '../users/users.service';
import { BalanceCorrectionRow, BalanceCorrectionStatus, CorrectionAccount } from './balance-correction.model';
import { CORRECTION_REASON_MAX, CORRECTIONS_PAGE_DEFAULT, CORRECTIONS_PAGE_MAX, CorrectionError, CorrectionErrorCode } from './balance-corrections.errors';

/** The admin acting, and from where (the audit entry's actor and IP). */
export interface CorrectionActor {
  id: string;
  ip: string | null;
}

export interface CorrectionFilter {
  status?: BalanceCorrectionStatus | null;
  userId?: string | null;
}

export interface CorrectionPage {
  rows: BalanceCorrectionRow[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const COLUMNS = `id, seq::text AS seq, user_id, account_kind, amount::text AS amount, reason, status, requested_by, requested_at, decided_by, decided_at,
  rejection_reason, entry_id::text AS entry_id`;

/** A signed amount as people type it: no exponent, no sign but a leading minus, at most 2 decimals and 15 integer digits (numeric(20,2) holds 18). */
const AMOUNT = /^-?\d{1,15}(\.\d{1,2})?$/;

export function parseCorrectionAmount(input: unknown): Decimal {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!AMOUNT.test(text)) throw new CorrectionError(CorrectionErrorCode.INVALID_AMOUNT);
  const amount = new Decimal(text);
  if (amount.isZero()) throw new CorrectionError(CorrectionErrorCode.INVALID_AMOUNT);
  return amount;
}

function checkReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (!reason) throw new CorrectionError(CorrectionErrorCode.REASON_REQUIRED);
  if (reason.length > CORRECTION_REASON_MAX) throw new CorrectionError(CorrectionErrorCode.REASON_TOO_LONG);
  return reason;
}

export function encodeCorrectionCursor(row: { seq: string }): string {
  return Buffer.from(`corrections:${row.seq}`).toString('base64url');
}

/** The seq of a cursor exactly as encodeCorrectionCursor wrote it, else INVALID_CURSOR (400). */
export function decodeCorrectionCursor(cursor: string): string {
  const seq = /^corrections:([1-9]\d{0,17})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  if (!seq || encodeCorrectionCursor({ seq }) !== cursor) throw new CorrectionError(CorrectionErrorCode.INVALID_CURSOR);
  return seq;
}

const state = (row: BalanceCorrectionRow, balance?: string): CorrectionStep => ({
  status: row.status,
  ...(balance !== undefined ? { balance } : {}),
  ...(row.decided_by ? { decidedBy: row.decided_by } : {}),
  ...(row.entry_id ? { ledgerEntryId: row.entry_id } : {}),
  ...(row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
});

/**
 * Balance corrections, maker-checker (owner of `balance_corrections`): an admin requests a signed
 * correction of a user's main or profit account with a reason; it moves nothing until a different
 * admin approves it, when one ledger entry (`balance_correction`) posts it against the platform's
 * `corrections` account in the same transaction as the decision. A negative correction that would
 * take the account below zero is refused: the ledger's row lock and CHECK decide, so parallel
 * approvals never overdraw. Every step is audited with the actor, before, after and IP.
 */
@Injectable()
export class BalanceCorrectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly access: UserAccessService,
    private readonly users: UsersService,
    private readonly events: MoneyEvents,
  ) {}

  async request(
    admin: CorrectionActor,
    input: { userId: unknown; account: CorrectionAccount; amount: unknown; reason: unknown },
  ): Promise<BalanceCorrectionRow> {
    if (!isUuid(input.userId)) throw new CorrectionError(CorrectionErrorCode.INVALID_USER_ID);
    const userId = input.userId;
    const amount = parseCorrectionAmount(input.amount);
    const reason = checkReason(input.reason);
    if (userId === admin.id) throw new CorrectionError(CorrectionErrorCode.OWN_ACCOUNT);
    return this.db.transaction(async (manager) => {
      const user = await this.access.accessOf(manager, userId);
      if (!user) throw new CorrectionError(CorrectionErrorCode.USER_NOT_FOUND);
      // Early word for the requester; the approval decides again under the account's row lock.
      const balance = await this.balanceOf(manager, userId, input.account);
      if (amount.isNegative() && new Decimal(balance).plus(amount).isNegative()) throw new CorrectionError(CorrectionErrorCode.WOULD_OVERDRAW);
      const row = (await sqlOne<BalanceCorrectionRow>(
        manager,
        `INSERT INTO balance_corrections (user_id, account_kind, amount, reason, requested_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [userId, input.account, amount.toFixed(2), reason, admin.id],
      ))!;
      await this.events.record(
        manager,
        {
          type: 'balance_correction.requested',
          correctionId: row.id,
          userId,
          account: row.account_kind,
          amount: row.amount,
          reason,
          before: null,
          after: state(row, balance),
        },
        adminActor(admin),
      );
      return row;
    });
  }

  async approve(admin: CorrectionActor, idInput: unknown): Promise<BalanceCorrectionRow> {
    const id = this.checkId(idInput);
    return this.db.transaction(async (manager) => {
      const before = await this.lockPending(manager, id);
      if (before.requested_by === admin.id) throw new CorrectionError(CorrectionErrorCode.OWN_REQUEST);
      if (before.user_id === admin.id) throw new CorrectionError(CorrectionErrorCode.OWN_ACCOUNT);
      // Four eyes now, not at sign-in: the approver and the requester must both still be active admins (their rows locked until commit).
      await this.access.requireActiveAdmins(manager, { approver: admin.id, requester: before.requested_by });
      let entryId: string;
      try {
        entryId = await this.ledger.post(manager, {
          kind: 'balance_correction',
          actorId: admin.id,
          postings: [
            { userId: before.user_id, account: before.account_kind, amount: before.amount },
            { account: 'corrections', amount: new Decimal(before.amount).negated() },
          ],
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new CorrectionError(CorrectionErrorCode.WOULD_OVERDRAW);
        throw error;
      }
      const after = (await sqlOne<BalanceCorrectionRow>(
        manager,
        `UPDATE balance_corrections SET status = 'approved', decided_by = $2, decided_at = now(), entry_id = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, admin.id, entryId],
      ))!;
      // Read under the row lock the posting took: what it left, and so what it found.
      const balanceAfter = await this.balanceOf(manager, before.user_id, before.account_kind);
      const balanceBefore = new Decimal(balanceAfter).minus(before.amount).toFixed(2);
      await this.events.record(
        manager,
        {
          type: 'balance_correction.approved',
          correctionId: id,
          userId: before.user_id,
          account: before.account_kind,
          amount: before.amount,
          requestedBy: before.requested_by,
          before: state(before, balanceBefore),
          after: state(after, balanceAfter),
        },
        adminActor(admin),
      );
      return after;
    });
  }

  /** Any admin may reject, the requester too (withdrawing their own request): a rejection moves nothing. */
  async reject(admin: CorrectionActor, idInput: unknown, reasonInput: unknown): Promise<BalanceCorrectionRow> {
    const id = this.checkId(idInput);
    const reason = checkReason(reasonInput);
    return this.db.transaction(async (manager) => {
      const before = await this.lockPending(manager, id);
      const after = (await sqlOne<BalanceCorrectionRow>(
        manager,
        `UPDATE balance_corrections SET status = 'rejected', decided_by = $2, decided_at = now(), rejection_reason = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, admin.id, reason],
      ))!;
      await this.events.record(
        manager,
        {
          type: 'balance_correction.rejected',
          correctionId: id,
          userId: before.user_id,
          account: before.account_kind,
          amount: before.amount,
          reason,
          before: state(before),
          after: state(after),
        },
        adminActor(admin),
      );
      return after;
    });
  }

  /** Newest first, in cursor pages, optionally of one status and one user. */
  async list(filter: CorrectionFilter, firstInput: number | null, after: string | null): Promise<CorrectionPage> {
    const first = firstInput ?? CORRECTIONS_PAGE_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > CORRECTIONS_PAGE_MAX) throw new CorrectionError(CorrectionErrorCode.INVALID_PAGE_SIZE);
    if (filter.userId != null && !isUuid(filter.userId)) throw new CorrectionError(CorrectionErrorCode.INVALID_USER_ID);
    const beforeSeq = after != null ? decodeCorrectionCursor(after) : null;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.status) add((p) => `status = ${p}`, filter.status);
    if (filter.userId) add((p) => `user_id = ${p}::uuid`, filter.userId);
    if (beforeSeq) add((p) => `seq < ${p}::bigint`, beforeSeq);
    params.push(first + 1);
    const rows = await sqlRows<BalanceCorrectionRow>(
      this.db,
      `SELECT ${COLUMNS} FROM balance_corrections ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY balance_corrections.seq DESC LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, first);
    return { rows: page, hasNextPage: rows.length > first, endCursor: page.length ? encodeCorrectionCursor(page[page.length - 1]) : null };
  }

  /** The emails of everyone a page names (users, requesters, deciders). */
  emailsFor(rows: BalanceCorrectionRow[]): Promise<Map<string, string>> {
    return this.users.emailsOf(rows.flatMap((row) => [row.user_id, row.requested_by, ...(row.decided_by ? [row.decided_by] : [])]));
  }

  private checkId(input: unknown): string {
    if (!isUuid(input)) throw new CorrectionError(CorrectionErrorCode.INVALID_ID);
    return input;
  }

  /** The correction row locked FOR UPDATE and still pending: of two decisions at once, the second waits and then gets ALREADY_DECIDED. */
  private async lockPending(manager: EntityManager, id: string): Promise<BalanceCorrectionRow> {
    const row = await sqlOne<BalanceCorrectionRow>(manager, `SELECT ${COLUMNS} FROM balance_corrections WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw new CorrectionError(CorrectionErrorCode.NOT_FOUND);
    if (row.status !== BalanceCorrectionStatus.PENDING) throw new CorrectionError(CorrectionErrorCode.ALREADY_DECIDED);
    return row;
  }

  private async balanceOf(manager: EntityManager, userId: string, account: CorrectionAccount): Promise<string> {
    const balances = await balancesOf(manager, userId);
    return new Decimal(account === CorrectionAccount.MAIN ? balances.main : balances.profit).toFixed(2);
  }
}
