import { Module } from '@nestjs/common';
import { SessionsService } from './sessions.service';

/** The sessions table's owner, on its own so users, contact and events can use it without importing all of auth. */
@Module({ providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
