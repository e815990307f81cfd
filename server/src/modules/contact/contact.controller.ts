import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { CONTACT_SENT_MESSAGE, ContactService } from './contact.service';
import { ContactInput } from './dto/contact.input';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess } from '../../common/openapi/responses';
import { ContactError, ContactErrorCode as C } from './contact.errors';
import { CaptchaResponse } from './dto/contact.responses';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @ApiOkResponse({ type: CaptchaResponse })
  @ApiOperation({ summary: 'Get a new captcha question for the contact form.' })
  @Get('account/captcha')
  captcha(@Req() req: Request) {
    return { status: 'success', question: this.contact.newCaptcha(req.session) };
  }

  @Public()
  @ApiSuccess(CONTACT_SENT_MESSAGE)
  @ApiErrors(errorsOf(ContactError, C.FIELDS_REQUIRED, C.WRONG_CAPTCHA, C.INVALID_EMAIL, C.INVALID_SUBJECT))
  @ApiOperation({ summary: 'Send a message to support.' })
  @Post('contact_us')
  @HttpCode(200)
  // The request for its session (the captcha answer it holds).
  async contactUs(@Body() body: ContactInput, @Actor() actor: Actor, @Req() req: Request) {
    await this.contact.submit(body, req.session, actor);
    return { status: 'success', message: CONTACT_SENT_MESSAGE };
  }
}
