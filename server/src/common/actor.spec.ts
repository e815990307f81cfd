import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { actorOf, actorRef, moneyActorOf, plainIp, systemActor } from './actor';
import { Actor } from './decorators/actor.decorator';
import type { SessionUser } from './session-user';

const ann = { id: 'u1', email: 'ann@example.com', role: 'investor' } as SessionUser;

/** An Express request as far as the actor reads it (req.ip is Express's getter, which honours `trust proxy`). */
function request(fields: { ip?: string; userAgent?: string; user?: SessionUser; bearer?: Request['bearer'] }): Request {
  return { ip: fields.ip, headers: fields.userAgent ? { 'user-agent': fields.userAgent } : {}, user: fields.user, bearer: fields.bearer } as unknown as Request;
}

/** What Nest calls for `@Actor()` on a REST handler. */
function decoratorValue(req: Request): unknown {
  class Handler {
    handle(@Actor() _actor: Actor) {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Handler, 'handle') as Record<string, { factory: (data: unknown, ctx: ExecutionContext) => unknown }>;
  const [entry] = Object.values(args);
  const context = { getType: () => 'http', switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
  return entry.factory(undefined, context);
}

describe('the actor', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['::1', '::1'],
    ['2001:db8::1', '2001:db8::1'],
    // Not an IPv4-mapped address: left as it is.
    ['::ffff:1.2.3', '::ffff:1.2.3'],
    [undefined, null],
    ['', null],
  ])('writes the address %s as %s', (raw, plain) => {
    expect(plainIp(raw)).toBe(plain);
  });

  it('is anonymous with no one signed in, by session with a cookie, by token with a bearer', () => {
    expect(actorOf(request({ ip: '::ffff:198.51.100.4', userAgent: 'curl/8.5.0' }))).toEqual({
      user: null,
      via: 'anonymous',
      ip: '198.51.100.4',
      userAgent: 'curl/8.5.0',
    });
    expect(actorOf(request({ ip: '::ffff:198.51.100.4', user: ann }))).toEqual({ user: ann, via: 'session', ip: '198.51.100.4', userAgent: null });
    const byToken = actorOf(request({ ip: '198.51.100.4', user: ann, bearer: { tokenId: 't1', scopes: ['read'], withSession: false } }));
    expect(byToken).toEqual({ user: ann, via: 'token', tokenId: 't1', ip: '198.51.100.4', userAgent: null });
  });

  it('keeps at most 512 characters of the user agent', () => {
    expect(actorOf(request({ userAgent: 'x'.repeat(600) })).userAgent).toHaveLength(512);
  });

  it('is built once per request: later changes to the request (a sign-in) do not rebuild it', () => {
    const req = request({ ip: '::ffff:192.0.2.1' });
    const first = actorOf(req);
    req.user = ann;
    expect(actorOf(req)).toBe(first);
    expect(first.user).toBeNull();
  });

  it('@Actor() gives the request’s actor, the same object the guard built', () => {
    const req = request({ ip: '::ffff:192.0.2.9', user: ann });
    const built = actorOf(req);
    expect(decoratorValue(req)).toBe(built);
    // A request the guard did not see still gets one, built by the decorator.
    expect(decoratorValue(request({ ip: '::ffff:192.0.2.10' }))).toEqual({ user: null, via: 'anonymous', ip: '192.0.2.10', userAgent: null });
  });

  it('names the money events’ actor, and the system has no id and no address', () => {
    const admin = actorOf(request({ ip: '::ffff:192.0.2.2', user: { ...ann, role: 'admin' } }));
    expect(actorRef(admin)).toEqual({ id: 'u1', ip: '192.0.2.2' });
    expect(moneyActorOf(admin, 'admin')).toEqual({ id: 'u1', role: 'admin', ip: '192.0.2.2' });
    expect(moneyActorOf(systemActor, 'admin')).toEqual({ id: null, role: 'system', ip: null });
    expect(() => actorRef(actorOf(request({})))).toThrow(/no signed-in user/);
    expect(Object.isFrozen(systemActor)).toBe(true);
  });
});
