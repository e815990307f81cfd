import type { Request } from 'express';
import type { SessionUser } from './session-user';

/** Where a request came from, as the activity log, the session list and the audit trail record it. */
export interface ClientInfo {
  /** The client's address as people write it (IPv4 without the `::ffff:` prefix); null when unknown (a job, a socket). */
  ip: string | null;
  userAgent: string | null;
}

/**
 * How the actor got here: a session cookie, an API token (`Authorization: Bearer`), no credential
 * at all (a public handler: sign-up, sign-in, password reset, the contact form), or the system
 * itself (jobs, workers, scripts: no request).
 */
export type ActorVia = 'session' | 'token' | 'anonymous' | 'system';

/**
 * Who is acting, once per request: the user (null when no one is signed in, and for the system),
 * where from, and by which credential. The AccessGuard builds it before any handler runs
 * (`actorOf`); handlers take it with `@Actor()` and hand it (or its ClientInfo part) to services.
 * It is the caller as the request began: a sign-in or sign-out during the request does not change it.
 */
export interface Actor extends ClientInfo {
  user: SessionUser | null;
  via: ActorVia;
  /** The API token's id (api_tokens.id) when `via` is `token`. */
  tokenId?: string;
}

/** The actor of work no request asked for: accruals, chain watchers, pg-boss workers, scripts. */
export const systemActor: Actor = Object.freeze({ user: null, via: 'system', ip: null, userAgent: null });

/** An IPv4 address as people write it ("::ffff:203.0.113.7" is how a dual-stack socket reports it). */
export function plainIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

const USER_AGENT_MAX = 512;

function buildActor(req: Request): Actor {
  const userAgent = req.headers?.['user-agent'];
  const client: ClientInfo = {
    // Express's req.ip follows the app's `trust proxy` setting (create-app). A WebSocket's upgrade
    // request is no Express request and has no req.ip: its actor has no address, as before.
    ip: plainIp(req.ip),
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
  const user = req.user ?? null;
  if (!user) return { user: null, via: 'anonymous', ...client };
  if (req.bearer) return { user, via: 'token', tokenId: req.bearer.tokenId, ...client };
  return { user, via: 'session', ...client };
}

/**
 * The request's actor: built the first time it is asked for (by the AccessGuard, before any
 * handler), then the same object for the rest of the request. The one place that reads the
 * client's address from a request (eslint.config.mjs forbids `req.ip` elsewhere).
 */
export function actorOf(req: Request): Actor {
  req.actor ??= buildActor(req);
  return req.actor;
}

/** Only the where-from part, for services that record it (activity, sessions, audit ip). */
export function clientOf(actor: Actor): ClientInfo {
  return { ip: actor.ip, userAgent: actor.userAgent };
}

/**
 * `{ id, ip }`: the signed-in user acting, as the admin services (AdminActor) and money events
 * name them. Only for handlers behind a sign-in: a request with no user is refused (the guard
 * never lets one reach such a handler).
 */
export function actorRef(actor: Actor): { id: string; ip: string | null } {
  if (!actor.user) throw new Error(`actorRef: no signed-in user (via ${actor.via})`);
  return { id: actor.user.id, ip: actor.ip };
}

/**
 * The money events' actor (money-events/MoneyActor: `{ id, role, ip }`) of this actor: the system
 * has no id; a user acts as `user` about their own money, as `admin` when deciding in the console.
 */
export function moneyActorOf(actor: Actor, role: 'user' | 'admin'): { id: string | null; role: 'user' | 'admin' | 'system'; ip: string | null } {
  if (actor.via === 'system') return { id: null, role: 'system', ip: null };
  return { ...actorRef(actor), role };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- declaration merging: Express's Request carries its actor
  namespace Express {
    interface Request {
      /** Built once by actorOf (the AccessGuard calls it first). */
      actor?: Actor;
    }
  }
}
