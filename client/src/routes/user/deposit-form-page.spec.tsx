import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CancelDepositDocument, DepositDraftDocument, DepositSettingsDocument, DepositWalletsDocument, TrackDepositDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { DepositFormPage } from './deposit-form-page';

const ROUTE = '/user/deposit/deposit_form?reference_id=DEP-123';

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
  payment: null,
};

const wallets = [
  {
    __typename: 'DepositWallet',
    id: 'w1',
    walletName: 'USDT',
    walletAddress: null,
    network: 'TRC20',
    asset: 'USDT',
    networkName: 'tron',
    addressKind: 'DERIVED',
  },
  {
    __typename: 'DepositWallet',
    id: 'w2',
    walletName: 'Bitcoin',
    walletAddress: 'bc1qbtc',
    network: 'BTC',
    asset: 'BTC',
    networkName: 'bitcoin',
    addressKind: 'STATIC',
  },
];

const baseMocks: MockedResponse[] = [
  { request: { query: DepositDraftDocument, variables: { referenceId: 'DEP-123' } }, result: { data: { depositDraft: draft } } },
  { request: { query: DepositWalletsDocument }, result: { data: { depositWallets: wallets } } },
  {
    request: { query: DepositSettingsDocument },
    result: { data: { depositSettings: { __typename: 'DepositSettings', minimumDeposit: '500.00' } } },
  },
];

function trackMock(result: MockedResponse['result']): MockedResponse {
  return {
    request: { query: TrackDepositDocument, variables: { input: { referenceId: 'DEP-123', amount: '750.00', walletId: 'w1' } } },
    result,
  };
}

async function fillForm() {
  fireEvent.change(await screen.findByLabelText('Amount (USD)'), { target: { value: '750' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Wallet' }));
  fireEvent.click(await screen.findByRole('option', { name: 'USDT · TRON (TRC20)' }));
}

// MUI's select and dialogs are slow to render in jsdom on a busy machine.
describe('DepositFormPage', { timeout: 20_000 }, () => {
  it('sends a visitor without a reference back to the first step', async () => {
    renderWithProviders(<DepositFormPage />, { route: '/user/deposit/deposit_form' });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/deposit');
  });

  it('says so and goes back when the deposit cannot be fetched', async () => {
    const mocks = [
      {
        request: { query: DepositDraftDocument, variables: { referenceId: 'DEP-123' } },
        result: { errors: [new GraphQLError('Deposit reference not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
      ...baseMocks.slice(1),
    ];
    renderWithProviders(<DepositFormPage />, { route: ROUTE, mocks });
    expect(await screen.findByText('An error occured while fetching data')).toBeInTheDocument();
    expect(await screen.findByTestId('location', {}, { timeout: 2000 })).toHaveTextContent(/^\/user\/deposit$/);
  });

  it('checks the fields, asks for confirmation and records the deposit', async () => {
    const track = trackMock({
      data: {
        trackDeposit: {
          ...draft,
          amount: '750.00',
          walletAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          addressKind: 'DERIVED',
          walletName: 'USDT',
          network: 'TRC20',
        },
      },
    });
    renderWithProviders(<DepositFormPage />, { route: ROUTE, mocks: [...baseMocks, track] });

    expect(await screen.findByText('Minimum deposit: 500 USD')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Deposit' }));
    expect(await screen.findByText('All fields are required to proceed')).toBeInTheDocument();

    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('You are about to deposit 750.00 USD, paid in USDT · TRON (TRC20).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/user/deposit/confirm?reference_id=DEP-123');
  });

  it('shows the server message when the amount is refused', async () => {
    const track = trackMock({
      errors: [new GraphQLError('The minimum deposit is 500.00 USD.', { extensions: { code: 'BAD_USER_INPUT' } })],
    });
    renderWithProviders(<DepositFormPage />, { route: ROUTE, mocks: [...baseMocks, track] });

    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Deposit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('The minimum deposit is 500.00 USD.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('chooses again the deriving wallet a draft was tracked with (its own address matches no wallet)', async () => {
    const tracked = {
      ...draft,
      amount: '750.00',
      walletAddress: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      addressKind: 'DERIVED',
      walletName: 'USDT',
      network: 'TRC20',
    };
    const mocks = [
      { request: { query: DepositDraftDocument, variables: { referenceId: 'DEP-123' } }, result: { data: { depositDraft: tracked } } },
      ...baseMocks.slice(1),
    ];
    renderWithProviders(<DepositFormPage />, { route: ROUTE, mocks: [...mocks, trackMock({ data: { trackDeposit: tracked } })] });
    expect(await screen.findByRole('combobox', { name: 'Wallet' })).toHaveTextContent('USDT · TRON (TRC20)');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Deposit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/deposit/confirm?reference_id=DEP-123');
  });

  it('cancels the process', async () => {
    const cancel = { request: { query: CancelDepositDocument, variables: { referenceId: 'DEP-123' } }, result: { data: { cancelDeposit: true } } };
    renderWithProviders(<DepositFormPage />, { route: ROUTE, mocks: [...baseMocks, cancel] });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Process' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/deposit$/);
  });
});
