import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/session-user';
import { isStaff, toSessionUser } from '../../common/session-user';
import { UUID } from '../../common/uuid';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import type { ClientInfo } from '../../common/actor';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { UsersService } from '../users/users.service';
import { hashApiToken, hintOf, newApiToken, shapeOf } from './api-token-secret';
import { ApiScope, ApiTokenModel, NewApiTokenModel } from './api-token.model';
import { ApiTokenError, ApiTokenErrorCode, MAX_LIVE_TOKENS, MAX_TOKEN_NAME_LENGTH } from './api-tokens.errors';

interface ApiTokenRow {
  id: string;
  name: string;
  scopes: string[];
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

interface TokenLookupRow {
  id: string;
  user_id: string;
  scopes: string[];
  revoked: boolean;
  expired: boolean;
  /** last_used_at is older than the resolution (or unset): this request refreshes it. */
  stale: boolean;
}

/** What a valid token signs in: its user and what it may do. */
export interface TokenSignIn {
  tokenId: string;
  user: SessionUser;
  scopes: string[];
}

/** How stale last_used_at may get before a request refreshes it: one write per token per minute at most. */
const LAST_USED_RESOLUTION_SECONDS = 60;
const COLUMNS = 'id, name, scopes, hint, created_at, last_used_at, expires_at';
const CONTROL = /\p{Cc}/u;

const toModel = (row: ApiTokenRow): ApiTokenModel => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiScope[],
  hint: row.hint,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
});

/**
 * Owner of `api_tokens`: personal bearer tokens. The token is shown once at creation; the table
 * keeps its SHA-256, and a presented token is found by the hash of what was sent.
 */
@Injectable()
export class ApiTokensService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly limits: RateLimitService,
    private readonly activity: ActivityService,
  ) {}

  async create(user: SessionUser, input: { name: string; scopes: ApiScope[]; expiresAt?: Date | null }, client: ClientInfo): Promise<NewApiTokenModel> {
    const name = input.name.trim();
    if (!name) throw new ApiTokenError(ApiTokenErrorCode.NAME_REQUIRED);
    if (CONTROL.test(name)) throw new ApiTokenError(ApiTokenErrorCode.NAME_INVALID);
    if (name.length > MAX_TOKEN_NAME_LENGTH) throw new ApiTokenError(ApiTokenErrorCode.NAME_TOO_LONG);
    const scopes = [...new Set(input.scopes)];
    if (!scopes.length) throw new ApiTokenError(ApiTokenErrorCode.SCOPES_REQUIRED);
    // Staff read the console (support staff too: admin:read); only full admins change things (admin:write).
    if (scopes.includes(ApiScope.ADMIN_READ) && !isStaff(user)) throw new ApiTokenError(ApiTokenErrorCode.ADMIN_SCOPE_FORBIDDEN);
    if (scopes.includes(ApiScope.ADMIN_WRITE) && !user.isAdmin) throw new ApiTokenError(ApiTokenErrorCode.ADMIN_SCOPE_FORBIDDEN);
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now())) throw new ApiTokenError(ApiTokenErrorCode.EXPIRY_IN_PAST);

    const token = newApiToken();
    return this.db.transaction(async (manager) => {
      // Per user, the count and the insert are one step: parallel creations cannot pass the cap together.
      await sqlExec(manager, `SELECT pg_advisory_xact_lock(hashtext('api_tokens:' || $1))`, [user.id]);
      const live = await sqlOne<{ n: number }>(
        manager,
        `SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
        [user.id],
      );
      if ((live?.n ?? 0) >= MAX_LIVE_TOKENS) throw new ApiTokenError(ApiTokenErrorCode.TOO_MANY_TOKENS);
      const row = await sqlOne<{ id: string }>(
        manager,
        `INSERT INTO api_tokens (user_id, name, scopes, token_hash, hint, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [user.id, name, scopes, hashApiToken(token), hintOf(token), expiresAt],
      );
      await this.activity.record(user.id, ActivityKind.API_TOKEN_CREATED, client, manager);
      return { id: row!.id, token };
    });
  }

  /** The user's tokens that are not revoked (expired ones included, so the list can say so), newest first. */
  async list(userId: string): Promise<ApiTokenModel[]> {
    const rows = await sqlRows<ApiTokenRow>(
      this.db,
      `SELECT ${COLUMNS} FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(toModel);
  }

  /** Revokes one of the user's tokens at once (another user's, a malformed or an unknown id: NOT_FOUND). Revoking twice is a no-op. */
  async revoke(userId: string, id: string, client: ClientInfo): Promise<ApiTokenModel> {
    if (!UUID.test(id)) throw new ApiTokenError(ApiTokenErrorCode.NOT_FOUND);
    return this.db.transaction(async (manager) => {
      const found = await sqlOne<ApiTokenRow & { revoked: boolean }>(
        manager,
        `SELECT ${COLUMNS}, revoked_at IS NOT NULL AS revoked FROM api_tokens WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      if (!found) throw new ApiTokenError(ApiTokenErrorCode.NOT_FOUND);
      if (!found.revoked) {
        await sqlExec(manager, `UPDATE api_tokens SET revoked_at = now() WHERE id = $1`, [id]);
        await this.activity.record(userId, ActivityKind.API_TOKEN_REVOKED, client, manager);
      }
      return toModel(found);
    });
  }

  /**
   * Revokes every live token of the user inside the caller's transaction (a password reset or
   * change: whoever had the account may have minted tokens, which outlive the sessions), each
   * recorded in the user's activity; answers how many were revoked.
   */
  async revokeAllOf(manager: EntityManager, userId: string, client: ClientInfo): Promise<number> {
    const revoked = await sqlRows<{ id: string }>(
      manager,
      `UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) RETURNING id`,
      [userId],
    );
    for (let i = 0; i < revoked.length; i++) await this.activity.record(userId, ActivityKind.API_TOKEN_REVOKED, client, manager);
    return revoked.length;
  }

  /**
   * Signs a request in by its bearer token, or throws why not: a wrong prefix, a truncated or
   * unknown token, revoked or expired (401); a frozen account (403); over the token's rate (429).
   */
  async authenticate(token: string): Promise<TokenSignIn> {
    const shape = shapeOf(token);
    if (shape === 'wrong-prefix') throw new ApiTokenError(ApiTokenErrorCode.WRONG_PREFIX);
    if (shape === 'malformed') throw new ApiTokenError(ApiTokenErrorCode.MALFORMED);
    const row = await sqlOne<TokenLookupRow>(
      this.db,
      `SELECT id, user_id, scopes, revoked_at IS NOT NULL AS revoked, coalesce(expires_at <= now(), false) AS expired,
              coalesce(last_used_at < now() - make_interval(secs => $2), true) AS stale
         FROM api_tokens WHERE token_hash = $1`,
      [hashApiToken(token), LAST_USED_RESOLUTION_SECONDS],
    );
    if (!row) throw new ApiTokenError(ApiTokenErrorCode.UNKNOWN);
    if (row.revoked) throw new ApiTokenError(ApiTokenErrorCode.REVOKED);
    if (row.expired) throw new ApiTokenError(ApiTokenErrorCode.EXPIRED);
    const user = await this.users.findById(row.user_id);
    if (!user) throw new ApiTokenError(ApiTokenErrorCode.UNKNOWN);
    if (user.frozenAt) throw new ApiTokenError(ApiTokenErrorCode.ACCOUNT_FROZEN);

    const slot = await this.limits.take(`api-token:${row.id}`, { limit: this.config.apiTokenRateLimitPerMinute, windowSeconds: 60, lockSeconds: 0 });
    if (!slot.allowed) {
      const error = new ApiTokenError(ApiTokenErrorCode.RATE_LIMITED, `Too many requests with this API token: try again in ${slot.retryAfterSeconds} seconds.`);
      error.retryAfterSeconds = slot.retryAfterSeconds;
      throw error;
    }
    if (row.stale) {
      await sqlExec(
        this.db,
        `UPDATE api_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
        [row.id, LAST_USED_RESOLUTION_SECONDS],
      );
    }
    return { tokenId: row.id, user: toSessionUser(user), scopes: row.scopes };
  }
}
