import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createGraphqlFetcher } from './graphql-fetcher';

const EXAMPLE_QUERY = `query PendingDeposits {
  adminDeposits(first: 5, status: PENDING) {
    totalCount
    nodes { id amount status date user { email } }
  }
}
`;

/** GraphiQL, from the app's own bundle (no CDN), speaking to /graphql with the admin's session. */
export default function GraphqlIde() {
  const { t } = useTranslation('admin');
  const fetcher = useMemo(() => createGraphqlFetcher(), []);
  // The editor's first text: two comment lines in the console's language, then an example query.
  const defaultQuery = `# ${t('graphql.hintSession')}\n# ${t('graphql.hintKeys')}\n${EXAMPLE_QUERY}`;
  return <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} shouldPersistHeaders={false} />;
}
