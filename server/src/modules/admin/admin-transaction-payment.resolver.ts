import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { DepositPayment } from '../deposits/deposit-payment.model';
import { DepositQuoteService } from '../deposits/deposit-quote.service';
import { TransactionKind } from '../transactions/transaction.model';
import { AdminTransactionModel } from './admin-transaction.model';

/** A deposit in the console: the address it was paid to, its quote, the transfers that arrived (batched per page). */
@Roles('admin')
@Resolver(() => AdminTransactionModel)
export class AdminTransactionPaymentResolver {
  constructor(private readonly quotes: DepositQuoteService) {}

  @ResolveField(() => DepositPayment, {
    nullable: true,
    description: 'The quote and what arrived; null for a deposit made before quotes (and for anything but a deposit).',
  })
  payment(@Parent() transaction: AdminTransactionModel, @Context() context: object): Promise<DepositPayment | null> {
    if (transaction.kind !== TransactionKind.DEPOSIT) return Promise.resolve(null);
    return this.quotes.paymentOf(context, transaction.id);
  }
}
