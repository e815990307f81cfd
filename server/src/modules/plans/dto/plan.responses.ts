import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1000.00' } as const;

/** An active plan (spec section 3). */
export class PlanRecord {
  @ApiProperty({ example: 'BASIC' }) uniqId: string;
  @ApiProperty({ example: 'BASIC' }) title: string;
  @ApiProperty({ description: 'Daily interest, percent.', example: '4.00' }) daily_interest: string;
  @ApiProperty({ description: 'Term in weeks (up to 2 decimals).', example: 2 }) term: number;
  @ApiProperty({ example: 14 }) term_days: number;
  @ApiProperty(MONEY) min: string;
  @ApiProperty(MONEY) max: string;
  @ApiProperty({ description: 'Total return over the term, percent.', example: '56.00' }) total_return: string;
  @ApiProperty({ example: 'End of term' }) capital_return: string;
}

export class PlansResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [PlanRecord] }) data: PlanRecord[];
  @ApiPropertyOptional({ example: 'No active plans found', description: 'Only when there is no active plan.' }) message?: string;
}
