import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { MessagePayload } from '../../common/message-payload';
import { UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { twoFactorRequired } from './auth.errors';
import { AuthService, REGISTERED_MESSAGE } from './auth.service';
import { PasswordResetService, resetDoneMessage, RESET_REQUESTED_MESSAGE } from './password-reset.service';
import { CredentialsRevokedModel } from './credentials-revoked.model';
import { LoginInput, RegisterInput } from './dto/auth.inputs';
import { LoginGuard } from './login.guard';
import { logOut } from './logout';
import { SignInService } from './sign-in.service';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly users: UsersService,
    private readonly signIn: SignInService,
  ) {}

  @Public()
  @Mutation(() => MessagePayload)
  async register(@Args('input') input: RegisterInput, @Actor() actor: Actor): Promise<MessagePayload> {
    await this.auth.register(input, actor);
    return { message: REGISTERED_MESSAGE };
  }

  @Public()
  @UseGuards(LoginGuard)
  @Mutation(() => UserModel)
  async login(@Args('input') _input: LoginInput, @Context('req') req: Request): Promise<UserModel> {
    // The password was right; the session waits for verifyTwoFactorLogin and is not signed in yet.
    if (this.signIn.isAwaitingSecondFactor(req)) throw twoFactorRequired();
    return this.users.modelOf(req.user!.id);
  }

  @Mutation(() => Boolean)
  async logout(@Context('req') req: Request, @Context('res') res: Response): Promise<boolean> {
    await logOut(req, res);
    return true;
  }

  @Public()
  @Mutation(() => MessagePayload, { description: 'Emails a single-use reset link valid for one hour, if the account exists.' })
  async requestPasswordReset(@Args('email') email: string, @Actor() actor: Actor): Promise<MessagePayload> {
    await this.resets.requestPasswordReset(email, actor);
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Mutation(() => CredentialsRevokedModel, {
    description: 'Sets a new password with an emailed link: every session of the account ends and its API tokens are revoked.',
  })
  async resetPassword(@Args('token') token: string, @Args('password') password: string, @Actor() actor: Actor): Promise<CredentialsRevokedModel> {
    const revoked = await this.resets.resetPassword(token, password, actor);
    return { message: resetDoneMessage(revoked), ...revoked };
  }
}
