import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { encodeRowCursor } from '../../common/row-cursor';
import type { SessionUser } from '../../common/session-user';
import { UsersService } from '../users/users.service';
import { CONTACT_PAGE_DEFAULT } from './contact.errors';
import { ContactMessage, ContactMessageConnection, toContactMessage } from './contact-message.model';
import { CONTACT_CURSOR_KIND, ContactMessagesService } from './contact-messages.service';

/** Admins read the contact form's messages and mark them handled. */
@Roles('admin')
@Resolver()
export class ContactMessagesResolver {
  constructor(
    private readonly messages: ContactMessagesService,
    private readonly users: UsersService,
  ) {}

  @Query(() => ContactMessageConnection, {
    description: 'Admins: contact-form messages newest first, in cursor pages (first 1..100, default 25); handled: only handled (true) or unhandled (false).',
  })
  async contactMessages(
    @Args('handled', { type: () => Boolean, nullable: true }) handled: boolean | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<ContactMessageConnection> {
    const page = await this.messages.list(handled ?? null, first ?? CONTACT_PAGE_DEFAULT, after);
    const emails = await this.users.emailsOf(page.rows.flatMap((row) => (row.handled_by ? [row.handled_by] : [])));
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map((row) => toContactMessage(row, emails)),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeRowCursor(CONTACT_CURSOR_KIND, last.id) : null },
    };
  }

  @Mutation(() => ContactMessage, { description: 'Admins: marks a contact message handled (audited). Marking it again changes nothing.' })
  async markContactMessageHandled(
    @CurrentUser() admin: SessionUser,
    @Args('id', { type: () => ID }) id: string,
    @Actor() actor: Actor,
  ): Promise<ContactMessage> {
    const row = await this.messages.markHandled({ id: admin.id, ip: actor.ip }, id);
    return toContactMessage(row, await this.users.emailsOf(row.handled_by ? [row.handled_by] : []));
  }
}
