import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { FinalizeInvestmentBody, PlanEligibilityBody, PlanSelectedBody } from './dto/investment.inputs';
import { toSelectionRecord } from './investment.model';
import { AMOUNT_RECORDED_MESSAGE, INVESTED_MESSAGE, InvestmentsService, PLAN_SELECTED_MESSAGE } from './investments.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess } from '../../common/openapi/responses';
import { CheckPlanResponse } from './dto/investment.responses';
import { InvestmentError, InvestmentErrorCode } from './investments.errors';
import { ErrorKind } from '../../common/errors/domain-error';
import { IdempotencyError, IdempotencyErrorCode } from '../idempotency/idempotency.errors';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { PlanError, PlanErrorCode } from '../plans/plans.errors';
import { UserError, UserErrorCode } from '../users/users.errors';

@ApiTags('investments')
@Controller()
export class InvestmentsController {
  constructor(private readonly investments: InvestmentsService) {}

  @ApiSuccess(PLAN_SELECTED_MESSAGE, { description: 'The plan is selected (no amount yet).' })
  @ApiErrors(errorsOf(PlanError, PlanErrorCode.PLAN_NOT_AVAILABLE))
  @ApiOperation({ summary: 'Choose an investment plan.' })
  @Post('fetch/plan_eligibility')
  @HttpCode(200)
  async eligibility(@CurrentUser() user: SessionUser, @Body() body: PlanEligibilityBody) {
    await this.investments.selectPlan(user.id, body.uniqId);
    return { status: 'success', message: PLAN_SELECTED_MESSAGE };
  }

  @ApiOkResponse({ type: CheckPlanResponse })
  @ApiErrors(errorsOf(InvestmentError, InvestmentErrorCode.NO_PLAN_SELECTED))
  @ApiOperation({ summary: 'Get the plan and amount chosen so far.' })
  @Get('fetch/check_plan')
  async checkPlan(@CurrentUser() user: SessionUser) {
    return { status: 'success', data: toSelectionRecord(await this.investments.selection(user.id)) };
  }

  @ApiSuccess(AMOUNT_RECORDED_MESSAGE)
  @ApiErrors(
    errorsOf(InvestmentError, InvestmentErrorCode.FIELDS_REQUIRED, InvestmentErrorCode.INVALID_AMOUNT, InvestmentErrorCode.OUT_OF_RANGE),
    errorsOf(PlanError, PlanErrorCode.PLAN_NOT_AVAILABLE),
    new InsufficientFundsError(),
  )
  @ApiOperation({ summary: 'Set the amount to invest in the chosen plan.' })
  @Post('update/plan_selected')
  @HttpCode(200)
  async select(@CurrentUser() user: SessionUser, @Body() body: PlanSelectedBody) {
    await this.investments.setAmount(user.id, body.uniqId ?? body.planId, body.amount);
    return { status: 'success', message: AMOUNT_RECORDED_MESSAGE };
  }

  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: 'Up to 200 printable characters; a retry with the same key and body answers the first result and moves no money twice.',
  })
  @ApiSuccess(INVESTED_MESSAGE, { created: true, description: 'The investment is active; data.id is its transaction.' })
  @ApiErrors(
    new InvestmentError(InvestmentErrorCode.NO_PLAN_SELECTED, undefined, ErrorKind.BAD_USER_INPUT),
    errorsOf(InvestmentError, InvestmentErrorCode.FIELDS_REQUIRED, InvestmentErrorCode.OUT_OF_RANGE),
    errorsOf(PlanError, PlanErrorCode.PLAN_NOT_AVAILABLE),
    new InsufficientFundsError(),
    errorsOf(UserError, UserErrorCode.ACCOUNT_FROZEN),
    errorsOf(IdempotencyError, IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY, IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED),
  )
  @ApiOperation({ summary: 'Invest the chosen amount in the chosen plan.' })
  @Post('insert/finalize_investment')
  @HttpCode(200)
  async finalize(@CurrentUser() user: SessionUser, @Body() _body: FinalizeInvestmentBody, @Headers('idempotency-key') idempotencyKey?: string) {
    const row = await this.investments.finalize(user.id, idempotencyKey);
    return { status: 'success', message: INVESTED_MESSAGE, data: { id: row.id } };
  }
}
