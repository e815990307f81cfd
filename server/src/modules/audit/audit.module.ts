import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';
import { AuditMoneyListener } from './audit-money-listener.service';

/** The audit trail (`audit_log`): every module records through AuditService, inside its own transaction; admins read it (`auditLog`). */
@Global()
@Module({ imports: [UsersModule], providers: [AuditService, AuditResolver, AuditMoneyListener], exports: [AuditService] })
export class AuditModule {}
