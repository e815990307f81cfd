/**
 * A request signed in by an API token (`Authorization: Bearer ...`) rather than by the session
 * cookie. api-tokens/ fills `req.bearer` before any handler runs; the AccessGuard reads it for the
 * scope check and the CSRF exemption. Lives in common/ because the guard may import no module.
 */
export interface BearerAuth {
  /** The token's id (api_tokens.id). */
  tokenId: string;
  /** What the token may do: `read`, `write`, `admin:read`, `admin:write`. */
  scopes: readonly string[];
  /**
   * The request also carried a signed-in session cookie. Then the CSRF token is still required:
   * the exemption is for requests whose only credential is the bearer token, which a browser
   * never attaches on its own (it is not ambient authority, a cookie is).
   */
  withSession: boolean;
}

/** The scope a call needs: reads `read`, changes `write`; admin handlers `admin:read` / `admin:write`. */
export function requiredScope(changesState: boolean, adminHandler: boolean): string {
  if (adminHandler) return changesState ? 'admin:write' : 'admin:read';
  return changesState ? 'write' : 'read';
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- declaration merging: Express's Request gains the bearer fields
  namespace Express {
    interface Request {
      /** Set when a valid API token signed this request in. */
      bearer?: BearerAuth;
      /** Set when the request carried an Authorization header that signs no one in: the guard throws it. */
      bearerError?: Error;
    }
  }
}
