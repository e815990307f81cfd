import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { UsersModule } from '../users/users.module';
import { AccountSecurityResolver } from './account-security.resolver';
import { AuthController, EmailChangeController, SessionController } from './auth.controller';
import { EmailChangeService } from './email-change.service';
import { SessionsResolver } from './sessions/sessions.resolver';
import { SessionsModule } from './sessions/sessions.module';
import { SignInService } from './sign-in.service';
import { StepUpResolver } from './step-up.resolver';
import { StepUpService } from './step-up.service';
import { TwoFactorResolver } from './two-factor/two-factor.resolver';
import { TwoFactorService } from './two-factor/two-factor.service';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { LocalStrategy } from './local.strategy';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, SessionsModule, ApiTokensModule, TypeOrmModule.forFeature([PasswordResetTokenEntity])],
  providers: [
    AuthService,
    PasswordResetService,
    LocalStrategy,
    SessionSerializer,
    AuthResolver,
    TwoFactorService,
    TwoFactorResolver,
    SignInService,
    SessionsResolver,
    EmailChangeService,
    AccountSecurityResolver,
    StepUpService,
    StepUpResolver,
  ],
  controllers: [AuthController, EmailChangeController, SessionController],
  exports: [AuthService, TwoFactorService],
})
export class AuthModule {}
