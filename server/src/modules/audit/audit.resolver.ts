import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { UsersService } from '../users/users.service';
import { AUDIT_PAGE_DEFAULT, AuditError, AuditErrorCode } from './audit.errors';
import { AuditConnection, toAuditEntry } from './audit.model';
import { AuditService, encodeAuditCursor } from './audit.service';

/** Admins read the audit trail; nothing here writes. */
@Roles('admin')
@Resolver()
export class AuditResolver {
  constructor(
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  @Query(() => AuditConnection, {
    description:
      'Admins: the audit log newest first, in cursor pages (first 1..100, default 50), optionally of one action, one actor, and the user entries are about (userId).',
  })
  async auditLog(
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('action', { type: () => String, nullable: true }) action: string | null,
    @Args('actorId', { type: () => ID, nullable: true }) actorId: string | null,
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
  ): Promise<AuditConnection> {
    const page = await this.audit.list({ action, actorId, userId }, first ?? AUDIT_PAGE_DEFAULT, after);
    // Well-formed ids that name nobody are a mistake to say, not an empty page.
    if (actorId != null && !page.rows.length && !(await this.users.findById(actorId))) throw new AuditError(AuditErrorCode.UNKNOWN_ACTOR);
    if (userId != null && !page.rows.length && !(await this.users.findById(userId))) throw new AuditError(AuditErrorCode.UNKNOWN_USER);
    const emails = await this.users.emailsOf(page.rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])));
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map((row) => toAuditEntry(row, emails)),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeAuditCursor(last) : null },
    };
  }
}
