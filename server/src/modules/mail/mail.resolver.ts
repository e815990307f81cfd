import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { AdminsOnly, Roles, SessionOnly } from '../../common/decorators/access.decorators';
import { encodeRowCursor } from '../../common/row-cursor';
import { MailService } from './mail.service';
import { OUTBOX_PAGE_DEFAULT } from './mail.errors';
import { MailOutboxReader, OUTBOX_CURSOR_KIND } from './mail-outbox-reader.service';
import { OutboxMessageConnection, OutboxMessageModel, outboxRowToMessage, toOutboxMessage } from './mail-outbox.model';

/**
 * Admins read the outbox; nobody else reads mail in any environment (there is no open mailbox), not
 * even support staff (@AdminsOnly: 403). Only in a signed-in session, never with an API token. What
 * they read holds no usable secret: reset links and email-change codes are stored redacted
 * (MailService.send), so the outbox is a delivery log, not a way into someone's account.
 */
@Roles('admin')
@AdminsOnly()
@SessionOnly()
@Resolver()
export class MailResolver {
  constructor(
    private readonly mail: MailService,
    private readonly outbox: MailOutboxReader,
  ) {}

  @Query(() => [OutboxMessageModel], {
    description: 'Admins: the newest messages the app sent or stored, newest first (at most 100).',
    deprecationReason: 'Use mailOutboxMessages: cursor pages, a status filter.',
  })
  async mailOutbox(@Args('first', { type: () => Int, defaultValue: 20 }) first: number): Promise<OutboxMessageModel[]> {
    return (await this.mail.latest(first)).map(toOutboxMessage);
  }

  @Query(() => OutboxMessageConnection, {
    description:
      'Admins: the mail outbox newest first, in cursor pages (first 1..100, default 25), optionally of one status (queued, stored, sent, failed, dead).',
  })
  async mailOutboxMessages(
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
  ): Promise<OutboxMessageConnection> {
    const page = await this.outbox.page(status, first ?? OUTBOX_PAGE_DEFAULT, after);
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map(outboxRowToMessage),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeRowCursor(OUTBOX_CURSOR_KIND, last.id) : null },
    };
  }

  @Query(() => OutboxMessageModel, { description: 'Admins: one outbox message with its text.' })
  async mailOutboxMessage(@Args('id', { type: () => ID }) id: string): Promise<OutboxMessageModel> {
    return outboxRowToMessage(await this.outbox.get(id));
  }
}
