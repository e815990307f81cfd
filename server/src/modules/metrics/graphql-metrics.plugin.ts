import type { ApolloServerPlugin } from '@apollo/server';
import type { MetricsService } from './metrics.service';

/** Operation names come from callers: at most this many distinct ones get their own series, the rest count as `other`. */
const MAX_NAMES = 300;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** graphql_operations_total and graphql_operation_duration_seconds by operation name, type and outcome. */
export function graphqlMetrics(metrics: MetricsService): ApolloServerPlugin {
  const operations = metrics.counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations over HTTP by name, type (query, mutation) and outcome (ok, error).',
    labelNames: ['operation', 'type', 'outcome'],
  });
  const duration = metrics.histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by name and type, from the request to the response.',
    labelNames: ['operation', 'type'],
  });
  const names = new Set<string>();
  const label = (name: string | null | undefined, parsed: boolean): string => {
    // A name only counts once the document parsed and defined it; otherwise it is any string a caller sent.
    if (!parsed) return '(invalid)';
    if (!name) return '(anonymous)';
    if (!NAME.test(name)) return 'other';
    if (names.has(name)) return name;
    if (names.size >= MAX_NAMES) return 'other';
    names.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const end = duration.startTimer();
      return {
        async willSendResponse(ctx) {
          const operation = label(ctx.operationName ?? ctx.operation?.name?.value, !!ctx.operation);
          const type = ctx.operation?.operation ?? 'unknown';
          const body = ctx.response.body;
          const failed = !!ctx.errors?.length || (body.kind === 'single' && !!body.singleResult.errors?.length);
          operations.inc({ operation, type, outcome: failed ? 'error' : 'ok' });
          end({ operation, type });
        },
      };
    },
  };
}
