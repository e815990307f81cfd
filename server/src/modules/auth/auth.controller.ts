import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, StateChanging } from '../../common/decorators/access.decorators';
import { UserEntity } from '../users/user.entity';
import { toUserRecord } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { AuthService, REGISTERED_MESSAGE, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from './auth.service';
import { LoginInput, RegisterInput, RequestPasswordResetBody, ResetPasswordBody } from './dto/auth.inputs';
import { LoginGuard } from './login.guard';
import { logOut } from './logout';

@ApiTags('auth')
@Controller('account')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(200)
  async register(@Body() body: RegisterInput, @Req() req: Request) {
    await this.auth.register(body, req.ip ?? 'unknown');
    return { status: 'success', message: REGISTERED_MESSAGE };
  }

  @Public()
  @UseGuards(LoginGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Body() _body: LoginInput, @Req() req: Request) {
    const user = req.user as UserEntity;
    return { status: 'success', message: 'Login successful', data: toUserRecord(user, await this.users.balancesOf(user.id)) };
  }

  @Get('logout')
  @StateChanging()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await logOut(req, res);
    return { status: 'success', message: 'You have been signed out.' };
  }

  @Public()
  @Post('forgot_password')
  @HttpCode(200)
  async forgotPassword(@Body() body: RequestPasswordResetBody, @Req() req: Request) {
    await this.auth.requestPasswordReset(body.email, req.ip ?? 'unknown');
    return { status: 'success', message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Post('reset_password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordBody) {
    await this.auth.resetPassword(body.token, body.password);
    return { status: 'success', message: RESET_DONE_MESSAGE };
  }
}

/** Whether this browser is signed in, always 200: the public header asks without a console error when signed out. */
@ApiTags('auth')
@Controller()
export class SessionController {
  @Public()
  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: Request) {
    return { authenticated: !!req.user };
  }
}
