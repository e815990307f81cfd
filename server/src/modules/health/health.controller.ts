import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { DatabaseMonitor } from './database-monitor';
import { HealthResponse } from './health.responses';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly monitor: DatabaseMonitor) {}

  /** Readiness: the database answers now (pinged on each call); 503 while it is away. */
  @Public()
  @ApiOkResponse({ type: HealthResponse })
  @ApiResponse({ status: 503, type: HealthResponse, description: 'The database is not reachable (status error, database down).' })
  @ApiOperation({ summary: 'Tell whether the app can serve requests (its database answers).' })
  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    if (await this.monitor.ping()) return { status: 'success', database: 'up' };
    res.status(503);
    return { status: 'error', database: 'down', message: 'The database is not reachable.' };
  }

  /**
   * Liveness: 200 while the app can recover by itself (even with the database away for now); 503
   * when it cannot (the embedded Postgres could not be restarted, or the database has been away
   * longer than DB_UNREACHABLE_GRACE_SECONDS), so a supervisor restarts it. Never queries.
   */
  @Public()
  @ApiOkResponse({ type: HealthResponse })
  @ApiResponse({ status: 503, type: HealthResponse, description: 'The app cannot recover by itself (status error and a message).' })
  @ApiOperation({ summary: 'Tell whether the app is alive or needs a restart.' })
  @Get('live')
  live(@Res({ passthrough: true }) res: Response) {
    const problem = this.monitor.unrecoverable();
    if (!problem) return { status: 'success' };
    res.status(503);
    return { status: 'error', message: `The app cannot recover by itself: ${problem}.` };
  }
}
