import { describe, expect, it } from 'vitest';
import type { AdminTransactionFieldsFragment } from '../../../gql/generated';
import { pendingRows } from './pending-list';

const node = (id: string, status: AdminTransactionFieldsFragment['status'] = 'PENDING') => ({ id, status }) as AdminTransactionFieldsFragment;
const pageInfo = { hasNextPage: false, endCursor: null };

describe('pendingRows', () => {
  it('drops decided rows and counts them out of the total', () => {
    const result = pendingRows({ nodes: [node('a'), node('b', 'COMPLETED'), node('c', 'REJECTED')], totalCount: 7, pageInfo });
    expect(result.rows.map((row) => row.id)).toEqual(['a']);
    expect(result.total).toBe(5);
  });

  it('is empty before the list loads', () => {
    expect(pendingRows(undefined)).toEqual({ rows: [], total: 0 });
  });
});
