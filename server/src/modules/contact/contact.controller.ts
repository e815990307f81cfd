import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { CONTACT_SENT_MESSAGE, ContactService } from './contact.service';
import { ContactInput } from './dto/contact.input';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Get('account/captcha')
  captcha(@Req() req: Request) {
    return { status: 'success', question: this.contact.newCaptcha(req.session) };
  }

  @Public()
  @Post('contact_us')
  @HttpCode(200)
  async contactUs(@Body() body: ContactInput, @Req() req: Request) {
    await this.contact.submit(body, req.session, req.user?.id ?? null, req.ip ?? 'unknown');
    return { status: 'success', message: CONTACT_SENT_MESSAGE };
  }
}
