import { IsOptional, IsString, MaxLength } from 'class-validator';

export class PlanEligibilityBody {
  @IsOptional() @IsString() @MaxLength(64) uniqId?: string;
}

/** update/plan_selected: planId and uniqId both name the plan by its uniqId. */
export class PlanSelectedBody {
  @IsOptional() amount?: string | number;
  @IsOptional() @IsString() @MaxLength(64) planId?: string;
  @IsOptional() @IsString() @MaxLength(64) uniqId?: string;
}

/** finalize_investment: the client's copy of the terms is accepted and ignored; the server uses its own. */
export class FinalizeInvestmentBody {
  @IsOptional() @IsString() @MaxLength(64) uniqId?: string;
  @IsOptional() @IsString() @MaxLength(64) planId?: string;
  @IsOptional() amount?: unknown;
  @IsOptional() title?: unknown;
  @IsOptional() daily_interest?: unknown;
  @IsOptional() total_return?: unknown;
}
