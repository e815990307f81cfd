import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { TransactionFilter, toTransactionRecord } from './transaction.model';
import { TransactionsService } from './transactions.service';

const REST_PAGE = 200;

@ApiTags('transactions')
@Controller('fetch')
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  private async list(user: SessionUser, filter: TransactionFilter) {
    const page = await this.transactions.list(user.id, filter, undefined, REST_PAGE);
    return { status: 'success', data: page.rows.map(toTransactionRecord) };
  }

  @Get('all_transactions')
  all(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.ALL);
  }

  @Get('deposit_transactions')
  deposits(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.DEPOSIT);
  }

  @Get('fetch_withdrawal')
  withdrawals(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.WITHDRAWAL);
  }

  @Get('investment_transaction')
  investments(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.INVESTMENT);
  }

  /** The old client's spelling is kept. */
  @Get('fetch_instant_trasaction')
  async one(@CurrentUser() user: SessionUser, @Query('transactionid') id: string) {
    return { status: 'success', data: toTransactionRecord(await this.transactions.getOwn(user.id, String(id ?? ''))) };
  }
}
