import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { clientInfoOf } from '../activity/client-info';
import { NewWithdrawalBody } from './dto/withdrawal.inputs';
import { WITHDRAWAL_PENDING_MESSAGE, WithdrawalsService } from './withdrawals.service';

@ApiTags('withdrawals')
@Controller('insert')
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Post('new_withdrawal')
  @HttpCode(200)
  async request(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: NewWithdrawalBody, @Headers('idempotency-key') idempotencyKey?: string) {
    const row = await this.withdrawals.request(
      user,
      { coinName: body.coin_name, network: body.network, walletAddress: body.wallet_address, amount: body.amount, twoFactorCode: body.two_factor_code },
      clientInfoOf(req),
      idempotencyKey,
    );
    return { status: 'success', message: WITHDRAWAL_PENDING_MESSAGE, data: { id: row.id } };
  }
}
