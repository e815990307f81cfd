import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { RoleGrantsResolver } from './role-grants.resolver';
import { RoleGrantsService } from './role-grants.service';

/** Owns `role_grant_requests`: giving a user the role support or admin, which a second admin approves. */
@Module({
  imports: [UsersModule, AuditModule],
  providers: [RoleGrantsService, RoleGrantsResolver],
  exports: [RoleGrantsService],
})
export class RoleGrantsModule {}
