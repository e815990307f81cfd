import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { UsersService } from '../users/users.service';
import { AUDIT_EMAIL_MAX_LENGTH, AUDIT_PAGE_DEFAULT, AuditError, AuditErrorCode } from './audit.errors';
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
      'Admins: the audit log newest first, in cursor pages (first 1..100, default 50), optionally of one action, one actor, the user entries are about (userId), and a user by email (as actor or subject); each entry names its actor and subject.',
  })
  async auditLog(
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('action', { type: () => String, nullable: true }) action: string | null,
    @Args('actorId', { type: () => ID, nullable: true }) actorId: string | null,
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
    @Args('email', {
      type: () => String,
      nullable: true,
      description: 'Entries done by or about the user with this email (any case); none when no user has it.',
    })
    email: string | null,
  ): Promise<AuditConnection> {
    const wanted = email?.trim() || null;
    if (wanted !== null && wanted.length > AUDIT_EMAIL_MAX_LENGTH) throw new AuditError(AuditErrorCode.INVALID_EMAIL);
    const person = wanted !== null ? await this.users.findByEmail(wanted) : null;
    if (wanted !== null && !person) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const page = await this.audit.list({ action, actorId, userId, personId: person?.id ?? null }, first ?? AUDIT_PAGE_DEFAULT, after);
    // Well-formed ids that name nobody are a mistake to say, not an empty page.
    if (actorId != null && !page.rows.length && !(await this.users.findById(actorId))) throw new AuditError(AuditErrorCode.UNKNOWN_ACTOR);
    if (userId != null && !page.rows.length && !(await this.users.findById(userId))) throw new AuditError(AuditErrorCode.UNKNOWN_USER);
    // The actors and the users entries are about, named in one read.
    const people = await this.users.contactsOf(page.rows.flatMap((row) => [row.actor_id, row.subject_user_id].filter((id): id is string => id !== null)));
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map((row) => toAuditEntry(row, people)),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeAuditCursor(last) : null },
    };
  }

  @Query(() => [String], { description: 'Admins: every action name the audit log holds, sorted (for the action filter).' })
  auditActions(): Promise<string[]> {
    return this.audit.actions();
  }
}
