import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';
import { BearerAuthService } from './bearer-auth.service';

/** Personal API tokens (`api_tokens`): their management over GraphQL and the bearer sign-in of REST and GraphQL requests. */
@Module({
  imports: [UsersModule],
  providers: [ApiTokensService, BearerAuthService, ApiTokensResolver],
  exports: [ApiTokensService, BearerAuthService],
})
export class ApiTokensModule {}
