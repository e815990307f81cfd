import type { ApiScope } from '../../../gql/generated';

/**
 * Each scope as the integrator reads it (the wire name, the same in every language); what it
 * allows is `profile:apiTokens.scopes.<SCOPE>`.
 */
export const SCOPE_NAMES: Record<ApiScope, string> = {
  READ: 'read',
  WRITE: 'write',
  ADMIN_READ: 'admin:read',
  ADMIN_WRITE: 'admin:write',
};
