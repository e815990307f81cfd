import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { DepositError, DepositErrorCode } from './deposits.errors';
import { StorageService } from '../storage/storage.service';
import type { SessionUser } from '../../common/session-user';
import { toDepositRecord } from './deposit.model';
import { DepositsService, SCREENSHOT_RULES } from './deposits.service';
import { DepositReferenceBody, DepositTrackBody, DepositWalletBody, NewDepositBody, NewDepositForm } from './dto/deposit.inputs';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess, BINARY } from '../../common/openapi/responses';
import { DepositEligibilityResponse, DepositReferenceResponse, DepositStarted, DepositWalletsResponse } from './dto/deposit.responses';
import { IdempotencyError, IdempotencyErrorCode } from '../idempotency/idempotency.errors';
import { StorageError, StorageErrorCode, imageTooLarge } from '../storage/storage.errors';
import { UserError, UserErrorCode } from '../users/users.errors';
import { RateError, RateErrorCode } from '../rates/rates.errors';
import { TransactionFilter, toTransactionRecord } from '../transactions/transaction.model';
import { TransactionsService } from '../transactions/transactions.service';
import { TransactionListResponse } from '../transactions/dto/transaction.responses';
import { DepositQuoteService } from './deposit-quote.service';

const DEPOSIT_SAVED_MESSAGE = 'Deposit details saved';
const DEPOSIT_CANCELLED_MESSAGE = 'Deposit cancelled';
const DEPOSIT_SUBMITTED_MESSAGE = 'Deposit Submitted! Awaiting verification';

/** The REST history's page (as the other fetch/*_transactions lists). */
const REST_PAGE = 200;

@ApiTags('deposits')
@Controller()
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly storage: StorageService,
    private readonly quotes: DepositQuoteService,
    private readonly transactions: TransactionsService,
  ) {}

  @ApiOkResponse({ type: DepositStarted, description: 'A new draft deposit and its reference_id.' })
  @ApiErrors(errorsOf(DepositError, DepositErrorCode.METHOD_REQUIRED))
  @ApiOperation({ summary: 'Start a deposit with a payment method.' })
  @Post('insert/deposit_wallet')
  @HttpCode(200)
  async start(@CurrentUser() user: SessionUser, @Body() body: DepositWalletBody) {
    const row = await this.deposits.start(user.id, body.wallet);
    return { status: 'success', reference_id: row.reference_id };
  }

  @ApiOkResponse({ type: DepositReferenceResponse })
  @ApiErrors(errorsOf(DepositError, DepositErrorCode.REFERENCE_REQUIRED, DepositErrorCode.REFERENCE_NOT_FOUND))
  @ApiOperation({ summary: 'Get one of your deposits by its reference.' })
  @Get('fetch/deposit_reference')
  async reference(@CurrentUser() user: SessionUser, @Query('reference_id') referenceId: string) {
    const row = await this.deposits.getOwn(user.id, String(referenceId ?? ''));
    return { status: 'success', data: toDepositRecord(row, await this.quotes.restFields(row.id)) };
  }

  @ApiOkResponse({
    type: TransactionListResponse,
    description:
      'The user’s deposits, newest first. A deposit the chain watcher credits has its quote’s state as status: awaiting_payment, confirming, underpaid, expired, paid_late, completed or refunded; the others keep pending, completed, rejected or cancelled.',
  })
  @ApiOperation({ summary: 'List your deposits, newest first.' })
  @Get('fetch/deposit_transactions')
  async history(@CurrentUser() user: SessionUser) {
    const page = await this.transactions.list(user.id, TransactionFilter.DEPOSIT, undefined, REST_PAGE);
    const states = await this.quotes.restStatuses(page.rows.map((row) => row.id));
    return { status: 'success', data: page.rows.map((row) => ({ ...toTransactionRecord(row), status: states.get(row.id) ?? row.status })) };
  }

  @ApiOkResponse({ type: DepositWalletsResponse, description: 'The active deposit wallets.' })
  @ApiOperation({ summary: 'List the deposit wallets you can pay to.' })
  @Get('fetch/wallets')
  async wallets() {
    const rows = await this.deposits.activeWallets();
    return {
      status: 'success',
      data: rows.map((w) => ({
        id: w.id,
        wallet_name: w.wallet_name,
        wallet_address: w.wallet_address,
        network: w.network,
        asset: w.asset,
        network_name: w.chain,
        address_kind: w.address_kind,
      })),
    };
  }

  @ApiSuccess(DEPOSIT_SAVED_MESSAGE)
  @ApiErrors(
    errorsOf(DepositError, DepositErrorCode.REFERENCE_REQUIRED, DepositErrorCode.REFERENCE_NOT_FOUND),
    errorsOf(DepositError, DepositErrorCode.FIELDS_REQUIRED, DepositErrorCode.INVALID_AMOUNT, DepositErrorCode.BELOW_MINIMUM, DepositErrorCode.ABOVE_MAXIMUM),
    errorsOf(DepositError, DepositErrorCode.UNKNOWN_WALLET, DepositErrorCode.ALREADY_SUBMITTED),
    errorsOf(RateError, RateErrorCode.RATE_UNAVAILABLE),
  )
  @ApiOperation({ summary: "Set a started deposit's amount and wallet." })
  @Post('update/deposit_track')
  @HttpCode(200)
  async track(@CurrentUser() user: SessionUser, @Body() body: DepositTrackBody) {
    await this.deposits.track(user.id, body.reference_id, body.amount, body.wallet_address, body.wallet_id);
    return { status: 'success', message: DEPOSIT_SAVED_MESSAGE };
  }

  @ApiSuccess(DEPOSIT_CANCELLED_MESSAGE)
  @ApiErrors(
    errorsOf(DepositError, DepositErrorCode.REFERENCE_REQUIRED, DepositErrorCode.REFERENCE_NOT_FOUND),
    errorsOf(DepositError, DepositErrorCode.CANNOT_CANCEL),
  )
  @ApiOperation({ summary: 'Cancel a deposit that is not submitted yet.' })
  @Post('delete/delete-transaction')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Body() body: DepositReferenceBody) {
    await this.deposits.cancel(user.id, body.reference_id);
    return { status: 'success', message: DEPOSIT_CANCELLED_MESSAGE };
  }

  @ApiOkResponse({ type: DepositEligibilityResponse })
  @ApiErrors(errorsOf(DepositError, DepositErrorCode.REFERENCE_REQUIRED, DepositErrorCode.REFERENCE_NOT_FOUND))
  @ApiOperation({ summary: 'Tell which step a deposit is at and where to continue.' })
  @Get('fetch/check_deposit_eligibility')
  async eligibility(@CurrentUser() user: SessionUser, @Query('reference_id') referenceId: string) {
    const result = await this.deposits.eligibility(user.id, String(referenceId ?? ''));
    const quote = await this.quotes.restFields(result.row.id);
    return { status: 'success', redirect: result.redirect, message: result.message, data: toDepositRecord(result.row, quote) };
  }

  @ApiBody({ type: NewDepositForm })
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: 'Up to 200 printable characters; a retry with the same key and body answers the first result and moves no money twice.',
  })
  @ApiSuccess(DEPOSIT_SUBMITTED_MESSAGE, { description: 'Submitted: pending until an admin approves it.' })
  @ApiErrors(
    errorsOf(DepositError, DepositErrorCode.REFERENCE_REQUIRED, DepositErrorCode.REFERENCE_NOT_FOUND),
    errorsOf(DepositError, DepositErrorCode.PROOF_MISSING, DepositErrorCode.TXN_ID_REQUIRED, DepositErrorCode.TXN_ID_INVALID, DepositErrorCode.TXN_ID_TAKEN),
    errorsOf(DepositError, DepositErrorCode.ALREADY_SUBMITTED, DepositErrorCode.AMOUNT_AND_WALLET_FIRST),
    errorsOf(DepositError, DepositErrorCode.DEPOSIT_WATCHED, DepositErrorCode.QUOTE_EXPIRED),
    errorsOf(StorageError, StorageErrorCode.INVALID_IMAGE),
    imageTooLarge(SCREENSHOT_RULES.maxBytes),
    errorsOf(UserError, UserErrorCode.ACCOUNT_FROZEN),
    errorsOf(IdempotencyError, IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY, IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED),
  )
  @ApiOperation({ summary: 'Submit a deposit with its transaction id or payment screenshot.' })
  @Post('insert/new_deposit')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('screenshot_file', { limits: { fileSize: SCREENSHOT_RULES.maxBytes, files: 1, fields: 10 } }))
  async submit(
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
    @Body() body: NewDepositBody,
    @Headers('idempotency-key') idempotencyKey?: string,
    @UploadedFile() file?: Express.Multer.File,
  ) {
    await this.deposits.submit(user.id, body.reference_id, body.tnx_id ?? body.txn_id, file?.buffer, { ip: actor.ip }, idempotencyKey);
    return { status: 'success', message: DEPOSIT_SUBMITTED_MESSAGE };
  }

  /** Payment screenshots are for admins' eyes only. */
  @Roles('admin')
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: BINARY, description: 'The stored payment screenshot (admins only).' })
  @ApiErrors(errorsOf(DepositError, DepositErrorCode.SCREENSHOT_NOT_FOUND))
  @ApiOperation({ summary: "Download a deposit's payment screenshot (admins)." })
  @Get('uploads/screenshots/:name')
  async screenshot(@Param('name') name: string, @Res() res: Response) {
    if (!(await this.storage.send(res, 'screenshots', name, 'private, no-store'))) throw new DepositError(DepositErrorCode.SCREENSHOT_NOT_FOUND);
  }
}
