import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountEventsResolver } from './account-events.resolver';
import { AccountEventsService } from './account-events.service';

@Global()
@Module({ imports: [UsersModule, SessionsModule], providers: [AccountEventsService, AccountEventsResolver], exports: [AccountEventsService] })
export class EventsModule {}
