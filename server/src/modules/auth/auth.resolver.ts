import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../../common/decorators/access.decorators';
import { MessagePayload } from '../../common/message-payload';
import { UserEntity } from '../users/user.entity';
import { toUserModel, UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { AuthService, REGISTERED_MESSAGE, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from './auth.service';
import { LoginInput, RegisterInput } from './dto/auth.inputs';
import { LoginGuard } from './login.guard';
import { logOut } from './logout';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Mutation(() => MessagePayload)
  async register(@Args('input') input: RegisterInput, @Context('req') req: Request): Promise<MessagePayload> {
    await this.auth.register(input, req.ip ?? 'unknown');
    return { message: REGISTERED_MESSAGE };
  }

  @Public()
  @UseGuards(LoginGuard)
  @Mutation(() => UserModel)
  async login(@Args('input') _input: LoginInput, @CurrentUser() user: UserEntity): Promise<UserModel> {
    return toUserModel(user, await this.users.balancesOf(user.id));
  }

  @Mutation(() => Boolean)
  async logout(@Context('req') req: Request, @Context('res') res: Response): Promise<boolean> {
    await logOut(req, res);
    return true;
  }

  @Public()
  @Mutation(() => MessagePayload, { description: 'Emails a single-use reset link valid for one hour, if the account exists.' })
  async requestPasswordReset(@Args('email') email: string, @Context('req') req: Request): Promise<MessagePayload> {
    await this.auth.requestPasswordReset(email, req.ip ?? 'unknown');
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Mutation(() => MessagePayload)
  async resetPassword(@Args('token') token: string, @Args('password') password: string): Promise<MessagePayload> {
    await this.auth.resetPassword(token, password);
    return { message: RESET_DONE_MESSAGE };
  }
}
