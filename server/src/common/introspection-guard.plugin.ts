import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit } from 'graphql';
import type { Request } from 'express';
import { isStaff } from './session-user';

/** In production only staff (admins, support) may introspect the schema (their GraphQL tooling needs it); others get FORBIDDEN. */
export function adminOnlyIntrospection(enabled: boolean): ApolloServerPlugin<{ req: Request }> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!enabled || isStaff(contextValue.req?.user)) return;
          let introspects = false;
          visit(document, {
            [Kind.FIELD]: (node) => {
              if (node.name.value === '__schema' || node.name.value === '__type') introspects = true;
            },
          });
          if (introspects) {
            throw new GraphQLError('Schema introspection is available to console staff (admins and support) only.', {
              extensions: { code: 'FORBIDDEN', http: { status: 200 } },
            });
          }
        },
      };
    },
  };
}
