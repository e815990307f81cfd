import { Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { Decimal, toMoney } from '../../common/money';
import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export type UserAccountKind = 'main' | 'profit' | 'invested' | 'withdrawal_hold';
export type PlatformAccountKind = 'deposits_received' | 'profit_expense' | 'referral_expense' | 'payouts';

export type Posting =
  | { userId: string; account: UserAccountKind; amount: Decimal.Value }
  | { userId?: undefined; account: PlatformAccountKind; amount: Decimal.Value };

export interface JournalEntry {
  kind: string;
  transactionId?: string | null;
  actorId?: string | null;
  postings: Posting[];
}

export class InsufficientFundsError extends DomainError {
  constructor(message = 'Insufficient balance for this operation.') {
    super(ErrorKind.INSUFFICIENT_FUNDS, message, 'INSUFFICIENT_FUNDS');
  }
}

/**
 * The only writer of ledger entries. Callers pass their transaction's EntityManager so the
 * entry, its postings and the stored balances commit or roll back together with their own rows.
 * The database refuses a user balance below zero (a CHECK), so two requests at once can never
 * both spend the same money: the second UPDATE waits for the first's row lock, then fails.
 */
@Injectable()
export class LedgerService {
  async post(manager: EntityManager, entry: JournalEntry, insufficientMessage?: string): Promise<string> {
    const postings = entry.postings.map((p) => ({ ...p, amount: new Decimal(p.amount) }));
    if (postings.length < 2) throw new Error('a journal entry needs at least two postings');
    const sum = postings.reduce((acc, p) => acc.plus(p.amount), new Decimal(0));
    if (!sum.isZero()) throw new Error(`journal entry ${entry.kind} does not balance: ${sum.toFixed()}`);
    for (const p of postings) {
      if (p.amount.isZero() || p.amount.decimalPlaces() > 2) throw new Error(`bad posting amount ${p.amount.toFixed()}`);
    }

    const accounts: Array<{ id: string; user_id: string | null; kind: string }> = await manager.query(
      `SELECT id, user_id, kind FROM ledger_accounts
        WHERE (user_id IS NULL AND kind = ANY($1)) OR (user_id = ANY($2::uuid[]) AND kind = ANY($3))`,
      [
        postings.filter((p) => !p.userId).map((p) => p.account),
        postings.filter((p) => p.userId).map((p) => p.userId),
        postings.filter((p) => p.userId).map((p) => p.account),
      ],
    );
    const idOf = (p: (typeof postings)[number]) => {
      const found = accounts.find((a) => a.kind === p.account && (a.user_id ?? undefined) === p.userId);
      if (!found) throw new Error(`no ledger account ${p.userId ?? 'platform'}/${p.account}`);
      return found.id;
    };
    const rows = postings.map((p) => ({ accountId: idOf(p), amount: p.amount.toFixed(2) }));

    const [{ id: entryId }] = await manager.query(
      `INSERT INTO ledger_entries (kind, transaction_id, actor_id) VALUES ($1, $2, $3) RETURNING id`,
      [entry.kind, entry.transactionId ?? null, entry.actorId ?? null],
    );
    // Balances change in account-id order, so concurrent entries lock rows in one order (no deadlocks).
    const byAccount = new Map<string, Decimal>();
    for (const r of rows) byAccount.set(r.accountId, (byAccount.get(r.accountId) ?? new Decimal(0)).plus(r.amount));
    const ordered = [...byAccount].sort(([a], [b]) => Number(BigInt(a) - BigInt(b)));
    try {
      for (const [accountId, delta] of ordered) {
        if (delta.isZero()) continue;
        await manager.query(`UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1`, [accountId, delta.toFixed(2)]);
      }
    } catch (error) {
      if (error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'ledger_accounts_user_balance_non_negative') {
        throw new InsufficientFundsError(insufficientMessage);
      }
      throw error;
    }
    await manager.query(
      `INSERT INTO ledger_postings (entry_id, account_id, amount)
       SELECT $1, unnest($2::bigint[]), unnest($3::numeric[])`,
      [entryId, rows.map((r) => r.accountId), rows.map((r) => r.amount)],
    );
    return String(entryId);
  }

  /** Stored balances of one user's accounts. */
  async balances(manager: EntityManager, userId: string): Promise<Record<UserAccountKind, string>> {
    const rows: Array<{ kind: UserAccountKind; balance: string }> = await manager.query(
      `SELECT kind, balance FROM ledger_accounts WHERE user_id = $1`,
      [userId],
    );
    const result = { main: '0.00', profit: '0.00', invested: '0.00', withdrawal_hold: '0.00' };
    for (const row of rows) result[row.kind] = toMoney(row.balance);
    return result;
  }
}
