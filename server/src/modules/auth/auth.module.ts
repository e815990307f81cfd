import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthController, SessionController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, TypeOrmModule.forFeature([PasswordResetTokenEntity])],
  providers: [AuthService, LocalStrategy, SessionSerializer, AuthResolver],
  controllers: [AuthController, SessionController],
  exports: [AuthService],
})
export class AuthModule {}
