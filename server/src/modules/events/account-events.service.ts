import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { Client } from 'pg';
import { DATABASE_URL } from '../../config/env';

export const ACCOUNT_CHANNEL = 'account_updated';
export const ACCRUAL_CHANNEL = 'accrual_ran';
const EVERYONE = 'account:*';

export interface AccountEvent {
  reason: 'balance' | 'accrual';
}

/**
 * Account changes reach every app instance through Postgres LISTEN/NOTIFY (sent in the same
 * transaction as the change, so only committed changes are announced), then the instance's
 * subscribers through an in-process PubSub.
 */
@Injectable()
export class AccountEventsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AccountEventsService.name);
  private readonly pubsub = new PubSub();
  private listener?: Client;

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {}

  async onModuleInit() {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => this.logger.warn(`event listener lost: ${error.message}`));
    client.on('notification', (message) => {
      if (message.channel === ACCOUNT_CHANNEL && message.payload) {
        void this.pubsub.publish(`account:${message.payload}`, { reason: 'balance' } satisfies AccountEvent);
      } else if (message.channel === ACCRUAL_CHANNEL) {
        void this.pubsub.publish(EVERYONE, { reason: 'accrual' } satisfies AccountEvent);
      }
    });
    await client.connect();
    await client.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    await client.query(`LISTEN ${ACCRUAL_CHANNEL}`);
    this.listener = client;
  }

  async onApplicationShutdown() {
    await this.listener?.end().catch(() => undefined);
  }

  /** Events for one user: their own movements and every accrual run. */
  subscribe(userId: string) {
    return this.pubsub.asyncIterableIterator<AccountEvent>([`account:${userId}`, EVERYONE]);
  }
}
