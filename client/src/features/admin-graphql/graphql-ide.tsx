import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createGraphqlFetcher } from './graphql-fetcher';

const DEFAULT_QUERY = `# Queries run as you, with your session: what you may read here is what the console may read.
# Ctrl-Enter runs; Ctrl-Space completes; the book icon opens the schema's docs.
query Pending {
  adminDeposits(first: 5, status: PENDING) {
    totalCount
    nodes { id amount status date user { email } }
  }
}
`;

/** GraphiQL, from the app's own bundle (no CDN), speaking to /graphql with the admin's session. */
export default function GraphqlIde() {
  const fetcher = useMemo(() => createGraphqlFetcher(), []);
  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} />;
}
