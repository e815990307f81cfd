import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StartDepositDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { DepositPage } from './deposit-page';

const draft = {
  __typename: 'DepositDraft',
  referenceId: 'DEP-123',
  wallet: 'Crypto Wallet',
  walletName: null,
  walletAddress: null,
  addressKind: null,
  addressQrSvg: null,
  network: null,
  amount: null,
  txnId: null,
  status: 'draft',
};

describe('DepositPage', { timeout: 20_000 }, () => {
  it('has the only method chosen already, starts a deposit and opens its form', async () => {
    const mocks = [{ request: { query: StartDepositDocument, variables: { wallet: 'Crypto Wallet' } }, result: { data: { startDeposit: draft } } }];
    renderWithProviders(<DepositPage />, { route: '/user/deposit', mocks });

    expect(screen.getByLabelText('Deposit step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Crypto Wallet/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/deposit/deposit_form?reference_id=DEP-123');
  });

  it('shows the server message when the deposit cannot start', async () => {
    const mocks = [
      {
        request: { query: StartDepositDocument, variables: { wallet: 'Crypto Wallet' } },
        result: { errors: [new GraphQLError('Too many requests. Try again later.', { extensions: { code: 'RATE_LIMITED' } })] },
      },
    ];
    renderWithProviders(<DepositPage />, { route: '/user/deposit', mocks });
    fireEvent.click(screen.getByRole('radio', { name: /Crypto Wallet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Now' }));
    expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
