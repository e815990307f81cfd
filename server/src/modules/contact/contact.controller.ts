import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { CONTACT_SENT_MESSAGE, ContactService } from './contact.service';
import { ContactInput } from './dto/contact.input';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { SuccessMessage } from '../../common/openapi/responses';
import { ContactError, ContactErrorCode as C } from './contact.errors';
import { CaptchaResponse } from './dto/contact.responses';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @ApiOkResponse({ type: CaptchaResponse })
  @Get('account/captcha')
  captcha(@Req() req: Request) {
    return { status: 'success', question: this.contact.newCaptcha(req.session) };
  }

  @Public()
  @ApiOkResponse({ type: SuccessMessage })
  @ApiErrors(errorsOf(ContactError, C.FIELDS_REQUIRED, C.WRONG_CAPTCHA, C.INVALID_EMAIL, C.INVALID_SUBJECT))
  @Post('contact_us')
  @HttpCode(200)
  async contactUs(@Body() body: ContactInput, @Req() req: Request) {
    await this.contact.submit(body, req.session, req.user?.id ?? null, req.ip ?? 'unknown');
    return { status: 'success', message: CONTACT_SENT_MESSAGE };
  }
}
