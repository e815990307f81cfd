import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { NewWithdrawalBody } from './dto/withdrawal.inputs';
import { WITHDRAWAL_PENDING_MESSAGE, WithdrawalsService } from './withdrawals.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess } from '../../common/openapi/responses';
import { WithdrawalError, WithdrawalErrorCode as W } from './withdrawals.errors';
import { WithdrawalOptionsResponse, toWithdrawalOptionsRecord } from './withdrawal-options.model';
import { WithdrawalOptionsService } from './withdrawal-options.service';
import { AuthError, AuthErrorCode } from '../auth/auth.errors';
import { IdempotencyError, IdempotencyErrorCode } from '../idempotency/idempotency.errors';
import { KycError, KycErrorCode } from '../kyc/kyc.errors';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { UserError, UserErrorCode } from '../users/users.errors';

@ApiTags('withdrawals')
@Controller()
export class WithdrawalsController {
  constructor(
    private readonly withdrawals: WithdrawalsService,
    private readonly withdrawalOptions: WithdrawalOptionsService,
  ) {}

  @ApiOkResponse({ type: WithdrawalOptionsResponse, description: 'The payout options (coin_name, network), the minimum, the fee and when payouts are made.' })
  @ApiOperation({ summary: 'List the payout assets and networks, the minimum, the fee and the payout days.' })
  @Get('fetch/withdrawal_options')
  async options(@Query('lang') lang?: string) {
    return { status: 'success', data: toWithdrawalOptionsRecord(await this.withdrawalOptions.options(lang)) };
  }

  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: 'Up to 200 printable characters; a retry with the same key and body answers the first result and moves no money twice.',
  })
  @ApiSuccess(WITHDRAWAL_PENDING_MESSAGE, {
    created: true,
    description: 'Pending review; the amount is held from the withdrawable balance. data.id is its transaction.',
  })
  @ApiErrors(
    errorsOf(WithdrawalError, W.FIELDS_REQUIRED, W.INVALID_AMOUNT, W.BAD_WALLET_ADDRESS, W.ACCOUNT_DETAILS_CHANGING),
    errorsOf(KycError, KycErrorCode.KYC_REQUIRED),
    errorsOf(AuthError, AuthErrorCode.TWO_FACTOR_CODE_REQUIRED, AuthErrorCode.INVALID_TWO_FACTOR_CODE, AuthErrorCode.SIGN_IN_LOCKED),
    new InsufficientFundsError(),
    errorsOf(UserError, UserErrorCode.ACCOUNT_FROZEN),
    errorsOf(IdempotencyError, IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY, IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED),
  )
  @ApiOperation({ summary: 'Request a withdrawal (the amount is held until an admin pays it).' })
  @Post('insert/new_withdrawal')
  @HttpCode(200)
  async request(@CurrentUser() user: SessionUser, @Actor() actor: Actor, @Body() body: NewWithdrawalBody, @Headers('idempotency-key') idempotencyKey?: string) {
    const row = await this.withdrawals.request(
      user,
      { coinName: body.coin_name, network: body.network, walletAddress: body.wallet_address, amount: body.amount, twoFactorCode: body.two_factor_code },
      actor,
      idempotencyKey,
    );
    return { status: 'success', message: WITHDRAWAL_PENDING_MESSAGE, data: { id: row.id } };
  }
}
