import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { AccrualHealthCheck } from './accrual-health';

/** GET health/accrual: 200 with status success, or 503 with status error and a message. */
export class AccrualHealthResponse {
  @ApiProperty({ enum: ['success', 'error'] }) status: 'success' | 'error';
  @ApiProperty({
    enum: ['off', 'starting', 'retrying', 'stopped', 'stale', 'running'],
    description: "This instance's accrual worker (off: no ACCRUAL_CRON), or stale: no run by any instance within two schedule periods and five minutes.",
  })
  accrual: string;
  @ApiProperty({ nullable: true, type: String, description: 'When the latest accrual run (of any instance) was written, ISO 8601; null before the first.' })
  lastRunAt: string | null;
  @ApiPropertyOptional({ description: 'Why it is not healthy (503 only).' }) message?: string;
}

@ApiTags('health')
@Controller('health')
export class AccrualHealthController {
  constructor(private readonly health: AccrualHealthCheck) {}

  /** The daily accrual: 200 while this instance's worker runs and runs happen on schedule (or it is off); 503 otherwise. */
  @Public()
  @ApiOkResponse({ type: AccrualHealthResponse })
  @ApiResponse({ status: 503, type: AccrualHealthResponse, description: 'The accrual worker is not running here, or the last run is stale.' })
  @ApiOperation({ summary: 'Tell whether the daily profit accrual runs on schedule.' })
  @Get('accrual')
  async accrual(@Res({ passthrough: true }) res: Response): Promise<AccrualHealthResponse> {
    const health = await this.health.check();
    const lastRunAt = health.lastRunAt ? health.lastRunAt.toISOString() : null;
    if (health.healthy) return { status: 'success', accrual: health.state, lastRunAt };
    res.status(503);
    return { status: 'error', accrual: health.state, lastRunAt, message: `The accrual is not running as scheduled: ${health.message}` };
  }
}
