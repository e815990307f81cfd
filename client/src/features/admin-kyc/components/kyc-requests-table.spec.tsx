import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminKycRequestsDocument, ApproveKycDocument, RejectKycDocument, type KycRequestFieldsFragment } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { KycRequestsTable } from './kyc-requests-table';

const request: KycRequestFieldsFragment & { __typename: 'KycRequest' } = {
  __typename: 'KycRequest',
  id: 'k1',
  documentType: 'PASSPORT',
  status: 'PENDING',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  documentFrontUrl: '/api/kyc/files/front.webp',
  documentBackUrl: null,
  selfieUrl: '/api/kyc/files/selfie.webp',
  user: { __typename: 'KycRequestUser', id: 'u1', email: 'jane@example.com' } as KycRequestFieldsFragment['user'],
};

const list = (rows: unknown[], hasNextPage = false) => ({
  request: { query: AdminKycRequestsDocument, variables: { status: 'PENDING', first: 25 } },
  result: {
    data: {
      kycRequests: {
        __typename: 'KycRequestConnection',
        nodes: rows,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: rows.length ? 'c1' : null },
      },
    },
  },
});

describe('KycRequestsTable', () => {
  it('lists pending submissions with their admin-only images', async () => {
    renderWithProviders(<KycRequestsTable />, { mocks: [list([request])] });
    const table = await screen.findByRole('table', { name: 'Identity Verifications' });
    expect(within(table).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', '/admin/users/u1');
    expect(within(table).getByText('jane@example.com').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(table).getByText('Passport')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Document front of jane@example.com' })).toHaveAttribute('src', '/api/kyc/files/front.webp');
    expect(within(table).getByRole('img', { name: 'Selfie of jane@example.com' })).toHaveAttribute('src', '/api/kyc/files/selfie.webp');
    expect(within(table).queryByRole('img', { name: 'Document back of jane@example.com' })).not.toBeInTheDocument();
  });

  it('loads the next page after the last one shown', async () => {
    const second = { ...request, id: 'k2', user: { ...request.user, id: 'u2', email: 'joe@example.com' } };
    const next = {
      request: { query: AdminKycRequestsDocument, variables: { status: 'PENDING', first: 25, after: 'c1' } },
      result: {
        data: {
          kycRequests: { __typename: 'KycRequestConnection', nodes: [second], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' } },
        },
      },
    };
    renderWithProviders(<KycRequestsTable />, { mocks: [list([request], true), next] });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const table = screen.getByRole('table', { name: 'Identity Verifications' });
    expect(await within(table).findByRole('link', { name: 'joe@example.com' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'jane@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    renderWithProviders(<KycRequestsTable />, { mocks: [list([])] });
    expect(await screen.findByText('No identity verifications')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const rejected = { __typename: 'User', id: 'u1', kycStatus: 'REJECTED', kycRejectionReason: 'Blurred' };
    const mocks = [
      list([request]),
      { request: { query: RejectKycDocument, variables: { userId: 'u1', reason: 'Blurred' } }, result: { data: { rejectKyc: rejected } } },
      list([]),
    ];
    renderWithProviders(<KycRequestsTable />, { mocks });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject jane@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject identity verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Blurred ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Identity verification rejected')).toBeInTheDocument();
  });

  it('approves after a confirmation', async () => {
    const approved = { __typename: 'User', id: 'u1', kycStatus: 'APPROVED', kycRejectionReason: null };
    const mocks = [
      list([request]),
      { request: { query: ApproveKycDocument, variables: { userId: 'u1' } }, result: { data: { approveKyc: approved } } },
      list([]),
    ];
    renderWithProviders(<KycRequestsTable />, { mocks });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve jane@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve identity verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Identity verification approved')).toBeInTheDocument();
  });
});
