/** One error of a GraphQL response: the server's English message and its `extensions` (code, reason, field). */
export interface FormattedError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The GraphQL errors a failed operation carries, from the response body or an HTTP error. */
export function graphQLErrorsOf(error: unknown): readonly FormattedError[] {
  if (!error || typeof error !== 'object') return [];
  const candidate = error as {
    graphQLErrors?: readonly FormattedError[];
    errors?: readonly FormattedError[];
    networkError?: unknown;
    result?: unknown;
  };
  if (candidate.graphQLErrors?.length) return candidate.graphQLErrors;
  if (Array.isArray(candidate.errors) && candidate.errors.length) return candidate.errors;
  // An HTTP error status (403, 429...) still carries the GraphQL errors in its parsed body.
  const body = candidate.result as { errors?: readonly FormattedError[] } | undefined;
  if (body && typeof body === 'object' && Array.isArray(body.errors)) return body.errors;
  if (candidate.networkError) return graphQLErrorsOf(candidate.networkError);
  return [];
}
