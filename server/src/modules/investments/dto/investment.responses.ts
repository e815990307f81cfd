import { ApiProperty } from '@nestjs/swagger';

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1500.00' } as const;

/** The pending plan selection (spec section 3, "Selected plan"). */
export class SelectionRecord {
  @ApiProperty({ example: 'BASIC' }) uniqId: string;
  @ApiProperty({ example: 'BASIC', description: 'The same as uniqId.' }) plan_id: string;
  @ApiProperty({ example: 'BASIC' }) title: string;
  @ApiProperty({ description: 'Term in weeks (up to 2 decimals).', example: 2 }) term: number;
  @ApiProperty({ description: 'Daily interest, percent.', example: '4.00' }) daily_interest: string;
  @ApiProperty(MONEY) min: string;
  @ApiProperty(MONEY) max: string;
  @ApiProperty({ ...MONEY, nullable: true, description: 'Null until update/plan_selected records it.' }) amount: string | null;
  @ApiProperty({ ...MONEY, nullable: true, description: 'Total profit over the term for this amount.' }) profit: string | null;
}

export class CheckPlanResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: SelectionRecord }) data: SelectionRecord;
}
