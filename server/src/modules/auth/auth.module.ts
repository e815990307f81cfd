import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AccountSecurityResolver } from './account-security.resolver';
import { AuthController, EmailChangeController, SessionController } from './auth.controller';
import { EmailChangeService } from './email-change.service';
import { SessionsResolver } from './sessions/sessions.resolver';
import { SessionsService } from './sessions/sessions.service';
import { SignInService } from './sign-in.service';
import { TwoFactorResolver } from './two-factor/two-factor.resolver';
import { TwoFactorService } from './two-factor/two-factor.service';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, TypeOrmModule.forFeature([PasswordResetTokenEntity])],
  providers: [
    AuthService,
    LocalStrategy,
    SessionSerializer,
    AuthResolver,
    TwoFactorService,
    TwoFactorResolver,
    SignInService,
    SessionsService,
    SessionsResolver,
    EmailChangeService,
    AccountSecurityResolver,
  ],
  controllers: [AuthController, EmailChangeController, SessionController],
  exports: [AuthService, TwoFactorService],
})
export class AuthModule {}
