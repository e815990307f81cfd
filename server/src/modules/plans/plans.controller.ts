import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators';
import { toPlanRecord } from './plan.model';
import { PlansService } from './plans.service';
import { PlansResponse } from './dto/plan.responses';

@ApiTags('plans')
@Controller('fetch')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Public()
  @ApiOkResponse({ type: PlansResponse })
  @ApiOperation({ summary: 'List the active investment plans.' })
  @Get('fetch_plans')
  async list() {
    const rows = await this.plans.listActive();
    return { status: 'success', data: rows.map(toPlanRecord), message: rows.length ? undefined : 'No active plans found' };
  }
}
