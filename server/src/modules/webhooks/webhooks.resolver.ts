import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { toWebhookEndpoint, WebhookDeliveryConnection, WebhookDeliveryModel, WebhookEndpointModel } from './webhook.model';
import { WebhooksService } from './webhooks.service';
import { WEBHOOK_EVENT_TYPES } from './webhooks.types';

const byAdmin = (admin: SessionUser, actor: Actor) => ({ id: admin.id, ip: actor.ip });

/** Admins register signed webhook endpoints (Standard Webhooks) and read what was sent; every change is audited. */
@Roles('admin')
@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [String], { description: 'Admins: the event types an endpoint can subscribe to.' })
  webhookEventTypes(): string[] {
    return [...WEBHOOK_EVENT_TYPES];
  }

  @Query(() => [WebhookEndpointModel], { description: 'Admins: every webhook endpoint, newest first (secrets are never listed).' })
  async webhookEndpoints(): Promise<WebhookEndpointModel[]> {
    return (await this.webhooks.list()).map((row) => toWebhookEndpoint(row));
  }

  @Query(() => WebhookDeliveryConnection, {
    description:
      "Admins: an endpoint's deliveries newest first, each with every attempt (status code, duration, error), in cursor pages (first 1..100, default 20).",
  })
  webhookDeliveries(
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<WebhookDeliveryConnection> {
    return this.webhooks.deliveries(endpointId, first, after);
  }

  @Mutation(() => WebhookEndpointModel, {
    description:
      'Registers an endpoint for the given events; the answer holds its signing secret (whsec_…), shown this once. Production: https only, public addresses only.',
  })
  createWebhookEndpoint(
    @Args('url') url: string,
    @Args('events', { type: () => [String] }) events: string[],
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
  ): Promise<WebhookEndpointModel> {
    return this.webhooks.create(byAdmin(admin, actor), url, events);
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Stops sending to the endpoint; deliveries still pending are given up.' })
  disableWebhookEndpoint(@Args('id', { type: () => ID }) id: string, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<WebhookEndpointModel> {
    return this.webhooks.setEnabled(byAdmin(admin, actor), id, false);
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Sends to a disabled endpoint again (new events; redeliver earlier ones by hand).' })
  enableWebhookEndpoint(@Args('id', { type: () => ID }) id: string, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<WebhookEndpointModel> {
    return this.webhooks.setEnabled(byAdmin(admin, actor), id, true);
  }

  @Mutation(() => WebhookEndpointModel, {
    description: 'A new signing secret, in this answer only. For 24 hours deliveries carry signatures by both the new and the previous secret.',
  })
  rotateWebhookSecret(@Args('id', { type: () => ID }) id: string, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<WebhookEndpointModel> {
    return this.webhooks.rotateSecret(byAdmin(admin, actor), id);
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Deletes the endpoint with its deliveries; answers what was deleted.' })
  deleteWebhookEndpoint(@Args('id', { type: () => ID }) id: string, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<WebhookEndpointModel> {
    return this.webhooks.remove(byAdmin(admin, actor), id);
  }

  @Mutation(() => WebhookDeliveryModel, {
    description:
      'Sends a signed `webhook.test` event to this endpoint now, through the same queue as real events (its delivery shows the answer); at most 5 a minute per endpoint.',
  })
  sendWebhookTestEvent(@Args('id', { type: () => ID }) id: string, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<WebhookDeliveryModel> {
    return this.webhooks.sendTest(byAdmin(admin, actor), id);
  }

  @Mutation(() => WebhookDeliveryModel, { description: 'Sends a delivery again now, same webhook-id and body, with a new round of retries.' })
  redeliverWebhook(
    @Args('deliveryId', { type: () => ID }) deliveryId: string,
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
  ): Promise<WebhookDeliveryModel> {
    return this.webhooks.redeliver(byAdmin(admin, actor), deliveryId);
  }
}
