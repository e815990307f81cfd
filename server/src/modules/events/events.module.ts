import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AccountEventsResolver } from './account-events.resolver';
import { AccountEventsService } from './account-events.service';

@Global()
@Module({ imports: [UsersModule], providers: [AccountEventsService, AccountEventsResolver], exports: [AccountEventsService] })
export class EventsModule {}
