import type { ApiScope } from '../../../gql/generated';

/** Each scope as the integrator reads it (the wire name) and what it allows. */
export const SCOPE_LABELS: Record<ApiScope, { name: string; description: string }> = {
  READ: { name: 'read', description: 'Read your own data (GraphQL queries, REST GET)' },
  WRITE: { name: 'write', description: 'Change your data and move your money (GraphQL mutations, REST POST)' },
  ADMIN_READ: { name: 'admin:read', description: "Read the admin console's data" },
  ADMIN_WRITE: { name: 'admin:write', description: 'Make admin changes (approvals, edits)' },
};
