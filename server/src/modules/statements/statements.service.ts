import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { READ_DB } from '../../database/read-replica';
import { Clock } from '../../common/clock';
import type { Locale } from '../../common/locale';
import { UsersService } from '../users/users.service';
import { ContentService } from '../content/content.service';
import { Decimal, toMoney } from '../../common/money';
import { sqlExec } from '../../database/sql';
import { AccountMovementRow, STATEMENT_ACCOUNTS, StatementAccountKind, accountBalancesAt, accountMovements } from '../ledger/account-movements';
import { StatementRange, parseStatementRange } from './statement-range';
import type { StatementAccountModel, StatementModel, StatementMovementModel } from './statement.model';

export interface StatementMovement {
  /** ISO 8601, UTC. */
  date: string;
  type: string;
  description: string;
  reference: string | null;
  /** Signed: credits positive, debits negative. */
  amount: string;
  balanceAfter: string;
  /** A withdrawal whose money is held but not paid out yet (the PDF marks it). */
  notPaidYet?: boolean;
}

export interface StatementAccountSummary {
  account: StatementAccountKind;
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  movementCount: number;
}

/** What a statement is made of, in order: per account its opening, each movement, its closing. */
export type StatementEvent =
  | { kind: 'open'; account: StatementAccountKind; openingBalance: string }
  | { kind: 'movement'; account: StatementAccountKind; movement: StatementMovement }
  | { kind: 'close'; summary: StatementAccountSummary };

export interface StatementOwner {
  id: string;
  email: string;
  fullName?: string | null;
  /** users.reg_id: filled in by read(). */
  accountNumber?: string | null;
}

/** Who issues the statement: the site content's company, its email the support address unless an operator set one. */
export interface StatementIssuer {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export interface StatementContext {
  owner: StatementOwner;
  range: StatementRange;
  generatedAt: Date;
  /** The owner's language: the downloads' headings are written in it. */
  locale: Locale;
  issuer: StatementIssuer;
}

const TYPE_BY_ENTRY: Record<string, string> = {
  deposit: 'deposit',
  investment: 'investment',
  profit_accrual: 'profit',
  capital_return: 'capital_return',
  referral_bonus: 'referral_bonus',
  withdrawal_request: 'withdrawal',
  withdrawal_return: 'withdrawal_returned',
  withdrawal_payout: 'withdrawal_paid',
};

/** Turns a ledger posting into the line the investor recognises (the transaction titles). */
export function describeMovement(row: AccountMovementRow): { type: string; description: string } {
  const type = TYPE_BY_ENTRY[row.entryKind] ?? row.entryKind;
  switch (row.entryKind) {
    case 'profit_accrual':
      return { type, description: row.investmentTitles ? `Profit - ${row.investmentTitles}` : 'Profit' };
    case 'capital_return':
      return { type, description: row.investmentTitles ? `Capital Return - ${row.investmentTitles}` : 'Capital Return' };
    case 'withdrawal_return':
      return { type, description: `${row.title ?? 'Withdrawal'} returned` };
    default: {
      const fallback = row.entryKind.replace(/_/g, ' ');
      return { type, description: row.title ?? fallback.charAt(0).toUpperCase() + fallback.slice(1) };
    }
  }
}

/** Movements are read from the database in batches of this many rows per account. */
const BATCH = 2000;

/**
 * Account statements read from the ledger: opening balance at the start of the period, every
 * posting on the user's main, profit and invested accounts, closing balance at the end of the
 * last day (UTC). Everything is read in one REPEATABLE READ, read-only transaction, so the
 * opening balance and the movements come from one snapshot and opening + movements = closing =
 * the ledger at the end of the period, even while money moves. Movements are produced as they are
 * read (keyset batches), for the CSV and PDF writers to stream.
 */
@Injectable()
export class StatementsService {
  constructor(
    // A statement is history: the read replica when there is one (docs/operations.md).
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly content: ContentService,
  ) {}

  /** Checks the period (400 on bad dates) before anything is read or written. */
  range(from: unknown, to: unknown): StatementRange {
    return parseStatementRange(from, to, this.clock.now());
  }

  /**
   * Runs `consume` over the statement's events inside the read transaction; the transaction
   * ends (and its connection returns to the pool) when `consume` settles, also when it throws.
   */
  async read<T>(
    owner: StatementOwner,
    range: StatementRange,
    consume: (events: AsyncIterable<StatementEvent>, context: StatementContext) => Promise<T>,
  ): Promise<T> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await sqlExec(runner.manager, `SET TRANSACTION READ ONLY`);
      // A download that stops reading holds this connection: Postgres ends it after two idle minutes.
      await sqlExec(runner.manager, `SET LOCAL idle_in_transaction_session_timeout = '120s'`);
      const locale = await this.users.localeOf(owner.id, runner.manager);
      const accountNumber = (await this.users.accountNumbersOf([owner.id], runner.manager)).get(owner.id) ?? null;
      const { company } = await this.content.getSiteContent(locale);
      const issuer = { name: company.legalName || company.name, address: company.address, email: company.email, phone: company.phone };
      const context = { owner: { ...owner, accountNumber }, range, generatedAt: this.clock.now(), locale, issuer };
      const result = await consume(this.events(runner.manager, owner.id, range), context);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** The whole statement as one object, for GraphQL (the REST downloads stream instead). */
  collect(owner: StatementOwner, range: StatementRange): Promise<StatementModel> {
    return this.read(owner, range, async (events, context) => {
      const accounts: StatementAccountModel[] = [];
      let current: StatementMovementModel[] = [];
      for await (const event of events) {
        if (event.kind === 'open') current = [];
        else if (event.kind === 'movement') current.push({ ...event.movement, date: new Date(event.movement.date) });
        else accounts.push({ ...event.summary, movements: current });
      }
      return { from: range.from, to: range.to, timeZone: 'UTC', generatedAt: context.generatedAt, accounts };
    });
  }

  private async *events(manager: EntityManager, userId: string, range: StatementRange): AsyncGenerator<StatementEvent> {
    const opening = await accountBalancesAt(manager, userId, range.start);
    for (const account of STATEMENT_ACCOUNTS) {
      yield { kind: 'open', account, openingBalance: opening[account] };
      let balance = new Decimal(opening[account]);
      let totalIn = new Decimal(0);
      let totalOut = new Decimal(0);
      let count = 0;
      for await (const batch of accountMovements(manager, userId, account, range.start, range.end, BATCH)) {
        for (const row of batch) {
          const amount = new Decimal(row.amount);
          balance = balance.plus(amount);
          if (amount.isPositive()) totalIn = totalIn.plus(amount);
          else totalOut = totalOut.plus(amount);
          count++;
          yield {
            kind: 'movement',
            account,
            movement: {
              date: row.at,
              ...describeMovement(row),
              reference: row.reference,
              amount: toMoney(amount),
              balanceAfter: toMoney(balance),
              ...(row.entryKind === 'withdrawal_request' && row.transactionStatus === 'pending' ? { notPaidYet: true } : {}),
            },
          };
        }
      }
      yield {
        kind: 'close',
        summary: {
          account,
          openingBalance: opening[account],
          closingBalance: toMoney(balance),
          totalIn: toMoney(totalIn),
          totalOut: toMoney(totalOut),
          movementCount: count,
        },
      };
    }
  }
}
