import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, SessionOnly, StateChanging } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../common/decorators/step-up.decorator';
import { forbidden } from '../../common/errors/domain-error';
import { ACCESS_MESSAGE, AccessErrorCode } from '../../common/guards/access.errors';
import type { SessionUser } from '../../common/session-user';
import { toUserRecord } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { AuthService, REGISTERED_MESSAGE } from './auth.service';
import { PasswordResetService, resetDoneMessage, RESET_REQUESTED_MESSAGE } from './password-reset.service';
import { ChangeEmailBody, LoginInput, RegisterInput, RequestPasswordResetBody, ResetPasswordBody, TwoFactorCodeBody } from './dto/auth.inputs';
import { EMAIL_CODE_SENT_MESSAGE, EmailChangeService } from './email-change.service';
import { LoginGuard } from './login.guard';
import { logOut } from './logout';
import { SignInService } from './sign-in.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess } from '../../common/openapi/responses';
import { AuthError, AuthErrorCode as A } from './auth.errors';
import { UserError, UserErrorCode } from '../users/users.errors';
import { LoginResponse, SessionState } from './dto/auth.responses';

const SIGNED_OUT_MESSAGE = 'You have been signed out.';
const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed.';

@ApiTags('auth')
@Controller('account')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly users: UsersService,
    private readonly signIn: SignInService,
  ) {}

  @Public()
  @ApiSuccess(REGISTERED_MESSAGE)
  @ApiErrors(
    errorsOf(
      AuthError,
      A.FIELDS_REQUIRED,
      A.INVALID_EMAIL,
      A.INVALID_USERNAME,
      A.PASSWORD_TOO_SHORT,
      A.PASSWORD_TOO_LONG,
      A.PASSWORD_TOO_COMMON,
      A.UNKNOWN_REFERRAL,
      A.TOO_MANY_SIGN_UPS,
    ),
  )
  @ApiOperation({ summary: 'Create an investor account.' })
  @Post('register')
  @HttpCode(200)
  async register(@Body() body: RegisterInput, @Actor() actor: Actor) {
    await this.auth.register(body, actor);
    return { status: 'success', message: REGISTERED_MESSAGE };
  }

  @Public()
  @UseGuards(LoginGuard)
  @ApiOkResponse({ type: LoginResponse, description: 'Signed in (the sid cookie is set), or two_factor_required.' })
  @ApiErrors(
    errorsOf(AuthError, A.FIELDS_REQUIRED, A.UNKNOWN_FIELD, A.INVALID_FIELD, A.INVALID_CREDENTIALS, A.SIGN_IN_LOCKED),
    errorsOf(UserError, UserErrorCode.ACCOUNT_FROZEN),
  )
  @ApiOperation({ summary: 'Sign in with email and password (sets the session cookie).' })
  @Post('login')
  @HttpCode(200)
  async login(@Body() _body: LoginInput, @Req() req: Request) {
    // The password was right but the session waits for POST login/two_factor: not signed in yet.
    if (this.signIn.isAwaitingSecondFactor(req)) return { status: 'two_factor_required', message: 'Enter the 6-digit code from your authenticator app.' };
    const user = await this.users.requireById(req.user!.id);
    return { status: 'success', message: 'Login successful', data: toUserRecord(user, await this.users.balancesOf(user.id)) };
  }

  @Public()
  @ApiOkResponse({ type: LoginResponse })
  @ApiErrors(errorsOf(AuthError, A.TWO_FACTOR_LOGIN_EXPIRED, A.INVALID_TWO_FACTOR_CODE, A.SIGN_IN_LOCKED), errorsOf(UserError, UserErrorCode.ACCOUNT_FROZEN))
  @ApiOperation({ summary: 'Finish signing in with the 6-digit authenticator code.' })
  @Post('login/two_factor')
  @HttpCode(200)
  async loginTwoFactor(@Body() body: TwoFactorCodeBody, @Req() req: Request) {
    const user = await this.signIn.secondStep(req, body.code);
    return { status: 'success', message: 'Login successful', data: toUserRecord(user, await this.users.balancesOf(user.id)) };
  }

  @ApiSuccess(SIGNED_OUT_MESSAGE)
  @ApiOperation({ summary: 'Sign out and end this session.' })
  @Get('logout')
  @StateChanging()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await logOut(req, res);
    return { status: 'success', message: SIGNED_OUT_MESSAGE };
  }

  @Public()
  @ApiSuccess(RESET_REQUESTED_MESSAGE, { description: 'The same answer whether or not the email has an account.' })
  @ApiErrors(errorsOf(AuthError, A.INVALID_EMAIL, A.TOO_MANY_RESET_REQUESTS))
  @ApiOperation({ summary: 'Email a link to reset the password.' })
  @Post('forgot_password')
  @HttpCode(200)
  async forgotPassword(@Body() body: RequestPasswordResetBody, @Actor() actor: Actor) {
    await this.resets.requestPasswordReset(body.email, actor);
    return { status: 'success', message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @ApiSuccess(resetDoneMessage({ signedOutSessions: 1, revokedApiTokens: 1 }), {
    description: 'The message says the account was signed out everywhere and how many API tokens were revoked.',
  })
  @ApiErrors(errorsOf(AuthError, A.INVALID_RESET_TOKEN, A.PASSWORD_TOO_SHORT, A.PASSWORD_TOO_LONG, A.PASSWORD_TOO_COMMON))
  @ApiOperation({ summary: 'Set a new password with the emailed reset token.' })
  @Post('reset_password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordBody, @Actor() actor: Actor) {
    const revoked = await this.resets.resetPassword(body.token, body.password, actor);
    return { status: 'success', message: resetDoneMessage(revoked) };
  }
}

/** The spec's email change calls (section 7), through the same service as GraphQL. */
@ApiTags('auth')
// Account security (password, email, 2FA, sessions) needs the session: an API token must not be a way to take the account over.
@SessionOnly()
@Controller('insert')
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @ApiSuccess(EMAIL_CODE_SENT_MESSAGE)
  @ApiErrors(
    errorsOf(AuthError, A.EMAIL_FIELDS_REQUIRED, A.EMAILS_DO_NOT_MATCH, A.WRONG_CURRENT_EMAIL, A.INVALID_EMAIL, A.SAME_EMAIL, A.EMAIL_TAKEN),
    errorsOf(AuthError, A.TOO_MANY_EMAIL_CODES),
    forbidden(ACCESS_MESSAGE[AccessErrorCode.STEP_UP_REQUIRED], AccessErrorCode.STEP_UP_REQUIRED),
  )
  // The same rule as GraphQL's requestEmailChange: a confirmed password (confirmIdentity) within the last minutes.
  @RequiresStepUp()
  @ApiOperation({ summary: 'Send a confirmation code to a new email address.' })
  @Post('send_change_email_otp')
  @HttpCode(200)
  async send(@Body() body: ChangeEmailBody, @CurrentUser() user: SessionUser, @Actor() actor: Actor) {
    await this.emailChange.request(
      user,
      { currentEmail: body.current_email ?? '', newEmail: body.new_email ?? '', confirmEmail: body.confirm_email ?? '' },
      actor,
    );
    return { status: 'success', message: EMAIL_CODE_SENT_MESSAGE };
  }

  @ApiSuccess(EMAIL_CHANGED_MESSAGE)
  @ApiErrors(errorsOf(AuthError, A.INVALID_EMAIL_CODE, A.NO_EMAIL_CHANGE, A.EMAIL_CHANGE_VOIDED))
  @ApiOperation({ summary: 'Change the email address with the emailed code.' })
  @Post('verify_change_email_otp')
  @HttpCode(200)
  async verify(@Body() body: TwoFactorCodeBody, @CurrentUser() user: SessionUser, @Actor() actor: Actor) {
    await this.emailChange.confirm(user, body.code, actor);
    return { status: 'success', message: EMAIL_CHANGED_MESSAGE };
  }
}

/** Whether this browser is signed in, always 200: the public header asks without a console error when signed out. */
@ApiTags('auth')
@Controller()
export class SessionController {
  @Public()
  @ApiOkResponse({ type: SessionState })
  @ApiOperation({ summary: 'Tell whether this browser is signed in.' })
  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: Request) {
    return { authenticated: !!req.user };
  }
}
