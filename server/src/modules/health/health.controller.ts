import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../../common/decorators/access.decorators';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** Reports the database connection; 503 when it is down. */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
      return { status: 'success', database: 'up' };
    } catch {
      res.status(503);
      return { status: 'error', database: 'down', message: 'The database is not reachable.' };
    }
  }

  /** The process answers; touches nothing else (the baseline of the load benchmark). */
  @Public()
  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'success' };
  }
}
