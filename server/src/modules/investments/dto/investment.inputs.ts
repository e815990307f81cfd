import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PlanEligibilityBody {
  @ApiProperty({ maxLength: 64, description: 'The plan to select (fetch/fetch_plans).', example: 'BASIC' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  uniqId?: string;
}

/** update/plan_selected: planId and uniqId both name the plan by its uniqId. */
export class PlanSelectedBody {
  @ApiProperty({ type: 'string', description: 'USD as a decimal string, at most 2 decimals (a JSON number is accepted too).', example: '1500.00' })
  @IsOptional()
  amount?: string | number;
  @ApiPropertyOptional({ maxLength: 64, description: 'The plan, by its uniqId (give this or uniqId).', example: 'BASIC' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  planId?: string;
  @ApiPropertyOptional({ maxLength: 64, description: 'The plan (give this or planId).', example: 'BASIC' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  uniqId?: string;
}

/** finalize_investment: the client's copy of the terms is accepted and ignored; the server uses its own. */
export class FinalizeInvestmentBody {
  @ApiPropertyOptional({ maxLength: 64, description: 'Ignored (the selection counts).' }) @IsOptional() @IsString() @MaxLength(64) uniqId?: string;
  @ApiPropertyOptional({ maxLength: 64, description: 'Ignored.' }) @IsOptional() @IsString() @MaxLength(64) planId?: string;
  @ApiPropertyOptional({ type: 'string', description: 'Ignored.' }) @IsOptional() amount?: unknown;
  @ApiPropertyOptional({ type: 'string', description: 'Ignored.' }) @IsOptional() title?: unknown;
  @ApiPropertyOptional({ type: 'string', description: 'Ignored.' }) @IsOptional() daily_interest?: unknown;
  @ApiPropertyOptional({ type: 'string', description: 'Ignored.' }) @IsOptional() total_return?: unknown;
}
