import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { ErrorKind } from './domain-error';
import { toDomainError } from './to-domain-error';

const logger = new Logger('GraphQL');

/** graphql-js's token limit speaks of its parser ("Syntax Error: Document contains more that N tokens"). */
const plainParseMessage = (message: string) =>
  message.replace(/^Syntax Error: Document contains more that (\d+) tokens\. Parsing aborted\.$/, 'The query is too long (more than $1 tokens).');

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
      message: plainParseMessage(formatted.message),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: apolloCode === 'BAD_REQUEST' ? ErrorKind.BAD_USER_INPUT : apolloCode },
    };
  }
  const domain = toDomainError(original);
  if (domain.kind === ErrorKind.INTERNAL) logger.error(original as Error);
  return {
    message: domain.message,
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
