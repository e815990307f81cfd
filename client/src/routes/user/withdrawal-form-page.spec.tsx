import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { RequestWithdrawalDocument } from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { WithdrawalFormPage } from './withdrawal-form-page';

const ADDRESS = 'TQ5gS1vYQ7uJ8jZqQy6o3s4X2kE9rN1cHd';

function withdrawalMock(result: MockedResponse['result'], seen: Record<string, unknown>[] = []): MockedResponse {
  return {
    request: { query: RequestWithdrawalDocument },
    variableMatcher: (variables) => {
      seen.push(variables);
      return true;
    },
    result,
  };
}

function renderPage(mocks: MockedResponse[], twoFactorEnabled = false, balances: { balance?: string; interest?: string; withdrawable?: string } = {}) {
  renderWithProviders(
    <CurrentUserContext.Provider value={aUser({ interest: '300.00', twoFactorEnabled, ...balances })}>
      <WithdrawalFormPage />
    </CurrentUserContext.Provider>,
    { route: '/user/withdraw/withdrawal_form', mocks },
  );
}

function fillAndConfirm(amount = '120.5') {
  fireEvent.change(screen.getByRole('textbox', { name: /Coin Name/ }), { target: { value: 'USDT' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Network/ }), { target: { value: 'TRC20' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Recipient Wallet Address/ }), { target: { value: ADDRESS } });
  fireEvent.change(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
}

describe('WithdrawalFormPage', { timeout: 20_000 }, () => {
  it('checks the fields, confirms, and requests the withdrawal once', async () => {
    const seen: Record<string, unknown>[] = [];
    const transaction = {
      __typename: 'Transaction',
      id: 'tx-5',
      kind: 'WITHDRAWAL',
      title: 'Withdrawal',
      amount: '120.50',
      status: 'PENDING',
      date: '2025-03-05T14:30:00.000Z',
    };
    renderPage([withdrawalMock({ data: { requestWithdrawal: transaction } }, seen)]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText('Please fill every required fields to proceed')).toBeInTheDocument();

    fillAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('120.50 USD');
    expect(dialog).toHaveTextContent(ADDRESS);
    expect(dialog).toHaveTextContent('irreversible');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    // A second click while the request is out must not send another.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByText('Withdrawal pending. Reviewing for security approval.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/transaction/withdraw');
    expect(seen).toHaveLength(1);
    expect(seen[0].input).toEqual({ coinName: 'USDT', network: 'TRC20', walletAddress: ADDRESS, amount: '120.50' });
    expect(seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server message when the balance does not cover it', async () => {
    const refusal = new GraphQLError('Insufficient withdrawable balance for this withdrawal.', {
      extensions: { code: 'INSUFFICIENT_FUNDS' },
    });
    renderPage([withdrawalMock({ errors: [refusal] })]);

    fillAndConfirm();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Insufficient withdrawable balance for this withdrawal.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to a generic message', async () => {
    renderPage([{ request: { query: RequestWithdrawalDocument }, variableMatcher: () => true, error: new Error('socket hang up') }]);
    fillAndConfirm();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });

  it('asks for the authenticator code when 2FA is on, sends it, and clears it when refused', async () => {
    const seen: Record<string, unknown>[] = [];
    const refusal = new GraphQLError('The code is not valid.', { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TWO_FACTOR_CODE' } });
    renderPage([withdrawalMock({ errors: [refusal] }, seen)], true);

    fillAndConfirm();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /Authenticator code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(code, { target: { value: '123 456' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(seen[0].input).toEqual({ coinName: 'USDT', network: 'TRC20', walletAddress: ADDRESS, amount: '120.50', twoFactorCode: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toHaveValue('');
  });

  it('shows available to withdraw with its parts, takes capital beyond profit, and refuses above main + profit before confirming', async () => {
    const seen: Record<string, unknown>[] = [];
    renderPage([withdrawalMock({ errors: [new GraphQLError('unused')] }, seen)], false, { balance: '100.00', interest: '30.00', withdrawable: '130.00' });
    expect(screen.getByTestId('available-balance')).toHaveTextContent('130.00 USD');
    expect(screen.getByTestId('available-parts')).toHaveTextContent('Main balance 100.00 USD + Profit 30.00 USD');

    fillAndConfirm('130.01');
    expect(await screen.findByText('The amount is above what you can withdraw (130.00 USD).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);

    // Above the profit alone (30.00) is fine: the rest comes from the main balance.
    fireEvent.change(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('130.00 USD');
  });

  it('has no code field when 2FA is off', () => {
    renderPage([]);
    expect(screen.queryByRole('textbox', { name: /Authenticator code/ })).not.toBeInTheDocument();
  });
});
