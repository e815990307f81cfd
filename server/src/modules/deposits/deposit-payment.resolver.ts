import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { TransactionKind, TransactionModel } from '../transactions/transaction.model';
import { DepositQuoteService } from './deposit-quote.service';
import { DepositPayment } from './deposit-payment.model';
import { DepositDraft } from './deposit.model';

const PAYMENT = {
  nullable: true,
  description: 'The quote and what arrived; null for a deposit made before quotes (and for anything but a deposit).',
} as const;

/** A deposit draft's quote (the confirm page). */
@Resolver(() => DepositDraft)
export class DepositDraftPaymentResolver {
  constructor(private readonly quotes: DepositQuoteService) {}

  @ResolveField(() => DepositPayment, PAYMENT)
  payment(@Parent() draft: DepositDraft, @Context() context: object): Promise<DepositPayment | null> {
    return this.quotes.paymentOf(context, draft.transactionId);
  }
}

/** An investor's deposit in the history: its quote, batched per page. */
@Resolver(() => TransactionModel)
export class DepositTransactionPaymentResolver {
  constructor(private readonly quotes: DepositQuoteService) {}

  @ResolveField(() => DepositPayment, PAYMENT)
  payment(@Parent() transaction: TransactionModel, @Context() context: object): Promise<DepositPayment | null> {
    if (transaction.kind !== TransactionKind.DEPOSIT) return Promise.resolve(null);
    return this.quotes.paymentOf(context, transaction.id);
  }
}
