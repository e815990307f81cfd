import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { FinalizeInvestmentBody, PlanEligibilityBody, PlanSelectedBody } from './dto/investment.inputs';
import { toSelectionRecord } from './investment.model';
import { AMOUNT_RECORDED_MESSAGE, INVESTED_MESSAGE, InvestmentsService, PLAN_SELECTED_MESSAGE } from './investments.service';

@ApiTags('investments')
@Controller()
export class InvestmentsController {
  constructor(private readonly investments: InvestmentsService) {}

  @Post('fetch/plan_eligibility')
  @HttpCode(200)
  async eligibility(@CurrentUser() user: SessionUser, @Body() body: PlanEligibilityBody) {
    await this.investments.selectPlan(user.id, body.uniqId);
    return { status: 'success', message: PLAN_SELECTED_MESSAGE };
  }

  @Get('fetch/check_plan')
  async checkPlan(@CurrentUser() user: SessionUser) {
    return { status: 'success', data: toSelectionRecord(await this.investments.selection(user.id)) };
  }

  @Post('update/plan_selected')
  @HttpCode(200)
  async select(@CurrentUser() user: SessionUser, @Body() body: PlanSelectedBody) {
    await this.investments.setAmount(user.id, body.uniqId ?? body.planId, body.amount);
    return { status: 'success', message: AMOUNT_RECORDED_MESSAGE };
  }

  @Post('insert/finalize_investment')
  @HttpCode(200)
  async finalize(@CurrentUser() user: SessionUser, @Body() _body: FinalizeInvestmentBody, @Headers('idempotency-key') idempotencyKey?: string) {
    const row = await this.investments.finalize(user.id, idempotencyKey);
    return { status: 'success', message: INVESTED_MESSAGE, data: { id: row.id } };
  }
}
