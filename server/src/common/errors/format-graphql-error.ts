import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ErrorKind } from './domain-error';
import { toDomainError } from './to-domain-error';
import { withoutSuggestions } from './no-suggestions';

const logger = new Logger('GraphQL');

/** graphql-js's token limit speaks of its parser ("Syntax Error: Document contains more that N tokens"). */
const plainParseMessage = (message: string) =>
  message.replace(/^Syntax Error: Document contains more that (\d+) tokens\. Parsing aborted\.$/, 'The query is too long (more than $1 tokens).');

const isClientStatus = (http: unknown) => {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status <= 499;
};

/** Writes kind and code into extensions and keeps stack traces and SQL on the server. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  const apolloCode = formatted.extensions?.code as string | undefined;
  // Apollo's own request errors (parse, validation, CSRF prevention) already carry a safe message.
  if (
    apolloCode &&
    [
      'GRAPHQL_PARSE_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'BAD_USER_INPUT',
      'BAD_REQUEST',
      'PERSISTED_QUERY_NOT_FOUND',
      'OPERATION_RESOLUTION_FAILURE',
    ].includes(apolloCode) &&
    !(original instanceof Error && original.constructor.name !== 'GraphQLError')
  ) {
    return {
      message: withoutSuggestions(plainParseMessage(formatted.message)),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: apolloCode === 'BAD_REQUEST' ? ErrorKind.BAD_USER_INPUT : apolloCode },
    };
  }
  // Apollo's other refusals of the request itself carry an HTTP 4xx but no code: a persisted-query
  // hash that does not match its query, an unsupported persisted-query version. The caller's
  // mistake (a 400 with Apollo's own words, the request line logged at info), not an error of ours.
  if (apolloCode === 'INTERNAL_SERVER_ERROR' && original instanceof GraphQLError && !original.originalError && isClientStatus(original.extensions?.http)) {
    return { message: withoutSuggestions(formatted.message), locations: formatted.locations, extensions: { code: ErrorKind.BAD_USER_INPUT } };
  }
  const domain = toDomainError(original);
  if (domain.kind === ErrorKind.INTERNAL) logger.error(original as Error);
  return {
    message: withoutSuggestions(domain.message),
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: domain.kind,
      reason: domain.code,
      ...(domain.field ? { field: domain.field } : {}),
      ...(domain.values ? { values: domain.values } : {}),
    },
  };
}
