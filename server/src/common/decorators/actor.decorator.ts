import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { actorOf, type Actor as RequestActor } from '../actor';
import { requestOf } from './access.decorators';

/**
 * The request's actor (common/actor.ts): `@Actor() actor: Actor`. Who is calling (null for a
 * public handler's anonymous caller), from which address, and by session or API token. The
 * AccessGuard built it before the handler runs; handlers read the client's address only here.
 */
export const Actor = createParamDecorator((_: unknown, context: ExecutionContext): RequestActor => actorOf(requestOf(context)));

/** The type under the decorator's name, so one import serves `@Actor() actor: Actor`. */
export type Actor = RequestActor;
