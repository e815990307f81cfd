import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators';
import { notFound } from '../../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { MailService } from './mail.service';
import { toOutboxMessage } from './mail-outbox.model';

/**
 * The demo's mailbox: without SMTP, mail (reset links) only lands in the outbox table, so outside
 * production anyone running the demo can read it here. In production this path does not exist.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  @Public()
  @Get()
  async latest(@Query('to') to?: string) {
    if (this.config.isProduction) throw notFound();
    const rows = await this.mail.latest(20, typeof to === 'string' ? to : undefined);
    return { status: 'success', data: rows.map(toOutboxMessage) };
  }
}
