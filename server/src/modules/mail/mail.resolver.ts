import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { MailService } from './mail.service';
import { OutboxMessageModel, toOutboxMessage } from './mail-outbox.model';

@Resolver()
export class MailResolver {
  constructor(private readonly mail: MailService) {}

  @Roles('admin')
  @Query(() => [OutboxMessageModel], { description: 'Admins: the newest messages the app sent or stored, newest first.' })
  async mailOutbox(@Args('first', { type: () => Int, defaultValue: 20 }) first: number): Promise<OutboxMessageModel[]> {
    return (await this.mail.latest(first)).map(toOutboxMessage);
  }
}
