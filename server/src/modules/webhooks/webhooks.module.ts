import { Global, Module } from '@nestjs/common';
import { WebhookEvents } from './webhook-events.service';
import { WebhookDeliveryRelay } from './webhook-delivery-relay.service';
import { WebhookMoneyListener } from './webhook-money-listener.service';
import { WebhookQueue } from './webhook-queue.service';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks for operators (Standard Webhooks): endpoints, the delivery outbox and its pg-boss
 * worker. Global, so the modules where events happen inject `WebhookEvents` without importing this.
 */
@Global()
@Module({
  providers: [WebhookQueue, WebhookEvents, WebhookDeliveryRelay, WebhookMoneyListener, WebhooksService, WebhooksResolver],
  exports: [WebhookEvents, WebhookDeliveryRelay],
})
export class WebhooksModule {}
