import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { ErrorKind } from '../../common/errors/domain-error';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { readAfterCommit } from '../../database/after-commit';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { balancesOf } from '../ledger/ledger-accounts';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { LedgerService } from '../ledger/ledger.service';
import { userActor } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import type { PlanRow } from '../plans/plan.model';
import { PlansService } from '../plans/plans.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { getTransaction, insertInvestment } from '../transactions/transaction-store';
import type { InvestmentRow, SelectionRow } from './investment.model';
import { investmentProfit } from './investment-profit';
import { activeInvestmentTotals } from './investment-totals';
import { InvestmentError, InvestmentErrorCode, NO_PLAN_MESSAGE } from './investments.errors';
import { UserAccessService } from '../users/user-access.service';

const INSUFFICIENT_MAIN_MESSAGE = 'Insufficient balance: deposit funds to your main balance first.';

export const PLAN_SELECTED_MESSAGE = "Congrats, you've successfully selected an investment plan.";
export const AMOUNT_RECORDED_MESSAGE = 'Congratulations! One last step required to complete your investment';
export const INVESTED_MESSAGE = 'Investment successful';
export { NO_PLAN_MESSAGE };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A pending selection as confirm takes (deletes) it. */
type TakenSelectionRow = Pick<TableRow<'plan_selections'>, 'plan_id' | 'amount'>;

/** Plan selection (one pending per user) and the investment itself: main → invested. */
@Injectable()
export class InvestmentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly plans: PlansService,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    private readonly access: UserAccessService,
    private readonly events: MoneyEvents,
  ) {}

  /** Invest Now: the plan becomes the user's pending selection (replacing any other). */
  async selectPlan(userId: string, uniqId: string | undefined): Promise<void> {
    const plan = await this.plans.activeByUniqId(uniqId);
    await sqlExec(
      this.db,
      `INSERT INTO plan_selections (user_id, plan_id, amount) VALUES ($1, $2, NULL)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, amount = NULL, created_at = now()`,
      [userId, plan.id],
    );
  }

  /** The amount step: within the plan's min and max inclusive, and covered by the main balance now (confirm checks again). */
  async setAmount(userId: string, uniqId: string | undefined, amountInput: unknown): Promise<void> {
    if (amountInput === undefined || amountInput === null || amountInput === '') throw new InvestmentError(InvestmentErrorCode.FIELDS_REQUIRED);
    const plan = await this.plans.activeByUniqId(uniqId);
    const amount = this.checkAmount(amountInput, plan);
    const { main } = await balancesOf(this.db, userId);
    if (amount.gt(main)) throw new InsufficientFundsError(INSUFFICIENT_MAIN_MESSAGE);
    await sqlExec(
      this.db,
      `INSERT INTO plan_selections (user_id, plan_id, amount) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, amount = EXCLUDED.amount, created_at = now()`,
      [userId, plan.id, amount.toFixed(2)],
    );
  }

  async selection(userId: string): Promise<SelectionRow> {
    const row = await sqlOne<SelectionRow>(
      this.db,
      `SELECT p.*, s.plan_id, s.amount FROM plan_selections s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1`,
      [userId],
    );
    if (!row) throw new InvestmentError(InvestmentErrorCode.NO_PLAN_SELECTED);
    return row;
  }

  /** Confirm: consumes the pending selection and moves the amount main → invested, with the server's own plan terms. */
  async finalize(userId: string, idempotencyKey?: string): Promise<TransactionRow> {
    const { id } = await this.idempotency.run(userId, idempotencyKey, 'finalizeInvestment', {}, async (manager) => {
      // First, under the user row's lock: a freeze racing this investment either waits for it or is seen by it.
      await this.access.requireNotFrozen(manager, userId);
      const selection = await sqlOne<TakenSelectionRow>(manager, `DELETE FROM plan_selections WHERE user_id = $1 RETURNING plan_id, amount`, [userId]);
      if (!selection) throw new InvestmentError(InvestmentErrorCode.NO_PLAN_SELECTED, NO_PLAN_MESSAGE, ErrorKind.BAD_USER_INPUT);
      if (!selection.amount) throw new InvestmentError(InvestmentErrorCode.FIELDS_REQUIRED);
      const plan = await this.plans.activeById(selection.plan_id, manager);
      const amount = this.checkAmount(selection.amount, plan);
      const profit = investmentProfit(amount, plan.daily_interest, plan.term_days);
      const title = `Investment - ${plan.title}`;
      const transactionId = await insertInvestment(manager, userId, title, amount.toFixed(2));
      await this.ledger.post(
        manager,
        {
          kind: 'investment',
          transactionId,
          actorId: userId,
          postings: [
            { userId, account: 'main', amount: amount.neg() },
            { userId, account: 'invested', amount },
          ],
        },
        INSUFFICIENT_MAIN_MESSAGE,
      );
      const now = this.clock.now();
      await sqlExec(
        manager,
        `INSERT INTO investments (user_id, plan_id, transaction_id, title, amount, daily_interest, term_days, daily_profit, total_profit, started_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          userId,
          plan.id,
          transactionId,
          plan.title,
          amount.toFixed(2),
          plan.daily_interest,
          plan.term_days,
          profit.daily.toFixed(2),
          profit.total.toFixed(2),
          now,
          new Date(now.getTime() + plan.term_days * DAY_MS),
        ],
      );
      // The request's address is not passed down here: the entry keeps none, as before.
      await this.events.record(
        manager,
        { type: 'investment.started', transactionId, userId, amount: amount.toFixed(2), plan: plan.uniq_id, termDays: plan.term_days },
        userActor(userId, null),
      );
      return { id: transactionId };
    });
    // Committed: the answer's read waits out a database restart rather than answer 500.
    return readAfterCommit(() => getTransaction(this.db, id));
  }

  /** The user's investments, newest first, with what is invested now and the profit still to come. */
  async summary(userId: string): Promise<{ rows: InvestmentRow[]; currentlyInvested: string; approxProfit: string }> {
    const rows = await sqlRows<InvestmentRow>(this.db, `SELECT * FROM investments WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`, [userId]);
    const totals = await activeInvestmentTotals(this.db, userId);
    return { rows, currentlyInvested: new Decimal(totals.invested).toFixed(2), approxProfit: new Decimal(totals.to_come).toFixed(2) };
  }

  private checkAmount(value: unknown, plan: PlanRow): Decimal {
    let amount: Decimal;
    try {
      amount = parseAmount(value);
    } catch (error) {
      if (error instanceof AmountError) throw new InvestmentError(InvestmentErrorCode.INVALID_AMOUNT, error.message);
      throw error;
    }
    if (amount.lt(plan.min_amount) || amount.gt(plan.max_amount)) throw new InvestmentError(InvestmentErrorCode.OUT_OF_RANGE);
    return amount;
  }
}
