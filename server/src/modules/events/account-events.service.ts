import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { DIRECT_DATABASE_URL } from '../../config/env';
import { PgListener } from '../../database/pg-listener';

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
  private listener?: PgListener;

  constructor(@Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string) {}

  async onModuleInit() {
    // Reconnects by itself when the database comes back; what was announced meanwhile is lost, so
    // every subscriber is then told to refresh.
    this.listener = new PgListener({
      connectionString: this.databaseUrl,
      channels: [ACCOUNT_CHANNEL, ACCRUAL_CHANNEL],
      name: 'The account event listener',
      logger: this.logger,
      onNotification: (message) => {
        if (message.channel === ACCOUNT_CHANNEL && message.payload) {
          void this.pubsub.publish(`account:${message.payload}`, { reason: 'balance' } satisfies AccountEvent);
        } else if (message.channel === ACCRUAL_CHANNEL) {
          void this.pubsub.publish(EVERYONE, { reason: 'accrual' } satisfies AccountEvent);
        }
      },
      onReconnect: () => void this.pubsub.publish(EVERYONE, { reason: 'balance' } satisfies AccountEvent),
    });
    await this.listener.start();
  }

  async onApplicationShutdown() {
    await this.listener?.stop();
  }

  /** Events for one user: their own movements and every accrual run. */
  subscribe(userId: string) {
    return this.pubsub.asyncIterableIterator<AccountEvent>([`account:${userId}`, EVERYONE]);
  }
}
