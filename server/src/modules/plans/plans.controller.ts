import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators';
import { toPlanRecord } from './plan.model';
import { PlansService } from './plans.service';

@ApiTags('plans')
@Controller('fetch')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Public()
  @Get('fetch_plans')
  async list() {
    const rows = await this.plans.listActive();
    return { status: 'success', data: rows.map(toPlanRecord), message: rows.length ? undefined : 'No active plans found' };
  }
}
