import type { GraphQLError, GraphQLFormattedError } from 'graphql';

/**
 * graphql-js words its refusals with the schema's own names as hints: `Did you mean "me"?`,
 * `Did you mean the enum value "DEPOSIT"?`, `Did you mean "TransactionFilter"?` (fields, arguments,
 * enum values, types, input fields, in validation and in variable coercion alike). Such hints map
 * the schema for a caller who may not introspect it; no caller gets them (admins introspect).
 */
const SUGGESTION = / ?Did you mean (?:[a-z]+(?: [a-z]+)* )?"[^"]*"(?:(?:, or |, | or )"[^"]*")*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** graphql-ws sends validation and variable errors itself (not through formatError): the same words without hints. */
export function withoutSuggestionsFormatted(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => ({ ...error.toJSON(), message: withoutSuggestions(error.message) }));
}
