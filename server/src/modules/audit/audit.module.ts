import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The audit trail (`audit_log`): every module records through AuditService, inside its own transaction. */
@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
