import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { TransactionFilter, toTransactionRecord } from './transaction.model';
import { TransactionsService } from './transactions.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { TransactionListResponse, TransactionResponse } from './dto/transaction.responses';
import { TransactionError, TransactionErrorCode } from './transactions.errors';

const REST_PAGE = 200;

@ApiTags('transactions')
@Controller('fetch')
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  private async list(user: SessionUser, filter: TransactionFilter) {
    const page = await this.transactions.list(user.id, filter, undefined, REST_PAGE);
    return { status: 'success', data: page.rows.map(toTransactionRecord) };
  }

  @ApiOkResponse({ type: TransactionListResponse })
  @ApiOperation({ summary: 'List all your transactions, newest first.' })
  @Get('all_transactions')
  all(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.ALL);
  }

  // fetch/deposit_transactions is the deposits module's (DepositsController): a watched deposit's status is its quote's state.

  @ApiOkResponse({ type: TransactionListResponse })
  @ApiOperation({ summary: 'List your withdrawals, newest first.' })
  @Get('fetch_withdrawal')
  withdrawals(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.WITHDRAWAL);
  }

  @ApiOkResponse({ type: TransactionListResponse })
  @ApiOperation({ summary: 'List your investments, newest first.' })
  @Get('investment_transaction')
  investments(@CurrentUser() user: SessionUser) {
    return this.list(user, TransactionFilter.INVESTMENT);
  }

  /** The old client's spelling is kept. */
  @ApiOkResponse({ type: TransactionResponse })
  @ApiErrors(errorsOf(TransactionError, TransactionErrorCode.TRANSACTION_NOT_FOUND))
  @ApiOperation({ summary: 'Get one of your transactions by its id.' })
  @Get('fetch_instant_trasaction')
  async one(@CurrentUser() user: SessionUser, @Query('transactionid') id: string) {
    return { status: 'success', data: toTransactionRecord(await this.transactions.getOwn(user.id, String(id ?? ''))) };
  }
}
