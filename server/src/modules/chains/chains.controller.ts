import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { ChainWatcherService } from './chain-watcher.service';
import { ChainsHealthResponse } from './chains.responses';

@ApiTags('health')
@Controller('health')
export class ChainsHealthController {
  constructor(private readonly watcher: ChainWatcherService) {}

  /** Each watched network's node height, last scanned block and lag; 503 when one is more than 10 minutes behind. */
  @Public()
  @ApiOkResponse({ type: ChainsHealthResponse })
  @ApiResponse({ status: 503, type: ChainsHealthResponse, description: 'A watched network is more than 10 minutes behind its node.' })
  @ApiOperation({ summary: 'Tell whether the chain watchers keep up with each network.' })
  @Get('chains')
  async chains(@Res({ passthrough: true }) res: Response): Promise<ChainsHealthResponse> {
    const networks = await this.watcher.health();
    const behind = networks.filter((n) => n.behind).map((n) => n.network);
    if (!behind.length) return { status: 'success', networks };
    res.status(503);
    return { status: 'error', networks, message: `More than 10 minutes behind: ${behind.join(', ')}.` };
  }
}
