import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { readAfterCommit } from '../../database/after-commit';
import { DepositApprovalService } from '../deposits/deposit-approval.service';
import { DepositInvoicesService } from '../deposits/deposit-invoices.service';
import { DepositPaymentState } from '../deposits/deposit-payment.model';
import { DepositSearchService } from '../deposits/deposit-search.service';
import { TransactionStatus } from '../transactions/transaction.model';
import { encodeCursor, TransactionsService } from '../transactions/transactions.service';
import type { SessionUser } from '../../common/session-user';
import { WithdrawalApprovalService } from '../withdrawals/withdrawal-approval.service';
import { AdminTransactionConnection, AdminTransactionModel, toAdminTransaction } from './admin-transaction.model';

/**
 * Admin decisions on money requests; each acts once (a second attempt gets CONFLICT). The decision's
 * answer is read after its commit with readAfterCommit, so a database restart then is no 500.
 */
@Roles('admin')
@Resolver()
export class AdminMoneyResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deposits: DepositApprovalService,
    private readonly invoices: DepositInvoicesService,
    private readonly withdrawals: WithdrawalApprovalService,
    private readonly transactions: TransactionsService,
    private readonly depositSearch: DepositSearchService,
  ) {}

  @Query(() => AdminTransactionConnection, {
    description:
      'Admins: deposits, oldest first, optionally of one status and of one payment state (PAID_LATE: late or short payments waiting for creditLateDeposit or markDepositRefunded).',
  })
  adminDeposits(
    @Args('status', { type: () => TransactionStatus, nullable: true }) status: TransactionStatus | null,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('paymentState', { type: () => DepositPaymentState, nullable: true, description: 'Only quoted deposits whose payment is in this state.' })
    paymentState: DepositPaymentState | null,
  ) {
    return this.list('deposit', status, first, after, paymentState);
  }

  @Query(() => AdminTransactionConnection, { description: 'Admins: withdrawals, oldest first, optionally of one status.' })
  adminWithdrawals(
    @Args('status', { type: () => TransactionStatus, nullable: true }) status: TransactionStatus | null,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ) {
    return this.list('withdrawal', status, first, after);
  }

  @Mutation(() => AdminTransactionModel, {
    description: 'Credits a pending deposit. Nobody approves their own deposit (OWN_REQUEST 403); the chain credits a watched one (DEPOSIT_WATCHED 409).',
  })
  async approveDeposit(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ) {
    const id = await this.deposits.approve({ id: admin.id, ip: actor.ip }, transactionId, idempotencyKey ?? undefined);
    return this.answer(id);
  }

  @Mutation(() => AdminTransactionModel)
  async rejectDeposit(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('reason') reason: string,
  ) {
    const id = await this.deposits.reject({ id: admin.id, ip: actor.ip }, transactionId, reason);
    return this.answer(id);
  }

  @Mutation(() => AdminTransactionModel, {
    description:
      'Credits a watched deposit paid after its quote expired (PAID_LATE), or underpaid when it expired: what arrived × the asset’s current rate ' +
      '(RATE_UNAVAILABLE 409 without a fresh one), once every payment has its confirmations (DEPOSIT_NOT_CONFIRMED 409). Other deposits: DEPOSIT_NOT_LATE 409.',
  })
  async creditLateDeposit(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ) {
    const id = await this.invoices.creditLateDeposit({ id: admin.id, ip: actor.ip }, transactionId, idempotencyKey ?? undefined);
    return this.answer(id);
  }

  @Mutation(() => AdminTransactionModel, {
    description:
      'Records that a late or underpaid-and-expired watched deposit was sent back (refundTxHash: the refund’s transaction): moves no money, ' +
      'rejects the deposit with the reason, audited. Other deposits: DEPOSIT_NOT_LATE 409.',
  })
  async markDepositRefunded(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('refundTxHash') refundTxHash: string,
    @Args('reason') reason: string,
  ) {
    const id = await this.invoices.markDepositRefunded({ id: admin.id, ip: actor.ip }, transactionId, refundTxHash, reason);
    return this.answer(id);
  }

  @Mutation(() => AdminTransactionModel, {
    description:
      'Pays a withdrawal out. At or above DUAL_APPROVAL_USD the first approval leaves it pending (approvals 1 of 2, no payout hash yet) and a second, ' +
      'different admin completes it (SAME_ADMIN 409 for the same admin). Nobody approves their own request (OWN_REQUEST 403).',
  })
  async approveWithdrawal(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('payoutTxHash', { type: () => String, nullable: true }) payoutTxHash: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ) {
    const id = await this.withdrawals.approve({ id: admin.id, ip: actor.ip }, transactionId, payoutTxHash ?? undefined, idempotencyKey ?? undefined);
    return this.answer(id);
  }

  @Mutation(() => AdminTransactionModel)
  async rejectWithdrawal(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('transactionId', { type: () => ID }) transactionId: string,
    @Args('reason') reason: string,
  ) {
    const id = await this.withdrawals.reject({ id: admin.id, ip: actor.ip }, transactionId, reason);
    return this.answer(id);
  }

  /** The decided request as it is after the commit (a first approval of two answers it still pending, "1 of 2"). */
  private async answer(id: string): Promise<AdminTransactionModel> {
    return toAdminTransaction(await readAfterCommit(() => this.transactions.adminGet(id)), this.config.dualApprovalUsd);
  }

  private async list(
    kind: 'deposit' | 'withdrawal',
    status: TransactionStatus | null,
    first: number,
    after: string | null,
    paymentState: DepositPaymentState | null = null,
  ): Promise<AdminTransactionConnection> {
    // The invoice's state is deposits/' own: it answers which deposits are in it.
    const onlyIds = paymentState ? await this.depositSearch.inState(paymentState) : undefined;
    const page = await this.transactions.adminList(kind, status ?? undefined, first, after ?? undefined, onlyIds);
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map((row) => toAdminTransaction(row, this.config.dualApprovalUsd)),
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeCursor(last) : null },
    };
  }
}
