import { Global, Module } from '@nestjs/common';
import { MoneyEvents } from './money-events.service';

/**
 * The money event bus (MoneyEvents): global, so money services inject it and audit/, mail/ and
 * webhooks/ register their listeners without importing each other or any money module.
 */
@Global()
@Module({ providers: [MoneyEvents], exports: [MoneyEvents] })
export class MoneyEventsModule {}
