import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { CsrfTokenResponse } from './dto/csrf.responses';

/** The synchronizer token lives in the session; login keeps it, so a token fetched before login stays valid. */
export function ensureCsrfToken(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

@ApiTags('auth')
@Controller('middleware')
export class CsrfController {
  @Public()
  @ApiOkResponse({ type: CsrfTokenResponse })
  @ApiOperation({ summary: "Get this session's CSRF token." })
  @Get('csrf-token')
  token(@Req() req: Request) {
    return { status: 'success', token: ensureCsrfToken(req) };
  }
}
