import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Decimal } from '../../common/money';
import { sqlExec, sqlOne } from '../../database/sql';
import { insufficientFundsOf } from './ledger.errors';

export type UserAccountKind = 'main' | 'profit' | 'invested' | 'withdrawal_hold';
/** `corrections`: the other side of admins' approved balance corrections (balance_corrections). */
export type PlatformAccountKind = 'deposits_received' | 'profit_expense' | 'referral_expense' | 'payouts' | 'corrections';

export type Posting =
  { userId: string; account: UserAccountKind; amount: Decimal.Value } | { userId?: undefined; account: PlatformAccountKind; amount: Decimal.Value };

export interface JournalEntry {
  kind: string;
  transactionId?: string | null;
  actorId?: string | null;
  postings: Posting[];
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

    try {
      const posted = await sqlOne<{ entry_id: string }>(manager, `SELECT ledger_post($1, $2, $3, $4::uuid[], $5::text[], $6::numeric[])::text AS entry_id`, [
        entry.kind,
        entry.transactionId ?? null,
        entry.actorId ?? null,
        postings.map((p) => p.userId ?? null),
        postings.map((p) => p.account),
        postings.map((p) => p.amount.toFixed(2)),
      ]);
      // Subscribers hear about it once the transaction commits (NOTIFY is transactional).
      const users = [...new Set(postings.map((p) => p.userId).filter((id): id is string => !!id))];
      if (users.length) await sqlExec(manager, `SELECT pg_notify('account_updated', u) FROM unnest($1::text[]) AS u`, [users]);
      return posted!.entry_id;
    } catch (error) {
      throw insufficientFundsOf(error, insufficientMessage) ?? error;
    }
  }
}
