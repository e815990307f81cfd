import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { RequestWithdrawalDocument, WithdrawalOptionsDocument } from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { WithdrawalFormPage } from './withdrawal-form-page';

const ADDRESS = 'TQ5gS1vYQ7uJ8jZqQy6o3s4X2kE9rN1cHd';

const OPTIONS = {
  __typename: 'WithdrawalOptions',
  options: [
    { __typename: 'PayoutOption', coinName: 'USDT', network: 'TRC20', networkName: 'Tron' },
    { __typename: 'PayoutOption', coinName: 'USDT', network: 'ERC20', networkName: 'Ethereum' },
    { __typename: 'PayoutOption', coinName: 'BTC', network: 'BTC', networkName: 'Bitcoin' },
  ],
  minimum: '1.00',
  fee: '0.00',
  payoutSchedule: 'Payouts are sent from Friday to Sunday.',
};

const optionsMock: MockedResponse = {
  request: { query: WithdrawalOptionsDocument },
  variableMatcher: () => true,
  result: { data: { withdrawalOptions: OPTIONS } },
  maxUsageCount: 10,
};

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

async function renderPage(mocks: MockedResponse[], twoFactorEnabled = false, balances: { balance?: string; interest?: string; withdrawable?: string } = {}) {
  renderWithProviders(
    <CurrentUserContext.Provider value={aUser({ interest: '300.00', twoFactorEnabled, ...balances })}>
      <WithdrawalFormPage />
    </CurrentUserContext.Provider>,
    { route: '/user/withdraw/withdrawal_form', mocks: [optionsMock, ...mocks] },
  );
  await screen.findByRole('button', { name: 'Withdraw Now' });
}

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillAndConfirm(amount = '120.5') {
  await choose(/Asset/, /USDT/);
  await choose(/Network/, /TRC20 \(Tron\)/);
  fireEvent.change(screen.getByRole('textbox', { name: /Recipient Wallet Address/ }), { target: { value: ADDRESS } });
  fireEvent.change(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
}

describe('WithdrawalFormPage', { timeout: 20_000 }, () => {
  it('says what is missing under each field, confirms, and requests the withdrawal once', async () => {
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
    await renderPage([withdrawalMock({ data: { requestWithdrawal: transaction } }, seen)]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText('Choose the asset to be paid in.')).toBeInTheDocument();
    expect(screen.getByText('Choose the network to be paid on.')).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: /Recipient Wallet Address/ });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Enter the address to pay to.');
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveAccessibleDescription('Enter the amount to withdraw.');

    await fillAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('120.50 USD');
    expect(dialog).toHaveTextContent('USDT on TRC20');
    expect(dialog).toHaveTextContent(ADDRESS);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    // A second click while the request is out must not send another.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByText('Withdrawal pending. Reviewing for security approval.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/transaction/withdraw');
    expect(seen).toHaveLength(1);
    expect(seen[0].input).toEqual({ coinName: 'USDT', network: 'TRC20', walletAddress: ADDRESS, amount: '120.50' });
    expect(seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers only the networks of the chosen asset, choosing the only one itself', async () => {
    await renderPage([]);
    expect(screen.getByRole('combobox', { name: /Network/ })).toHaveAttribute('aria-disabled', 'true');
    await choose(/Asset/, /BTC/);
    expect(screen.getByRole('combobox', { name: /Network/ })).toHaveTextContent('BTC (Bitcoin)');
    await choose(/Asset/, /USDT/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Network/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TRC20 (Tron)', 'ERC20 (Ethereum)']);
  });

  it('fills the maximum, shows the minimum, the fee, what arrives and when payouts are made', async () => {
    await renderPage([], false, { balance: '100.00', interest: '30.00', withdrawable: '130.00' });
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    expect(amount).toHaveAccessibleDescription('Minimum 1.00 USD · available 130.00 USD');
    expect(screen.getByTestId('withdrawal-receive')).toHaveTextContent('—');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw everything available' }));
    expect(amount).toHaveValue('130.00');
    expect(screen.getByTestId('withdrawal-summary')).toHaveTextContent('FeeNone');
    expect(screen.getByTestId('withdrawal-receive')).toHaveTextContent('130.00 USD');
    expect(screen.getByTestId('payout-schedule')).toHaveTextContent('Payouts are sent from Friday to Sunday.');

    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText('The minimum withdrawal is 1.00 USD.')).toBeInTheDocument();
  });

  it('shows the server refusal under the field it is about', async () => {
    const refusal = new GraphQLError('Insufficient withdrawable balance for this withdrawal.', { extensions: { code: 'INSUFFICIENT_FUNDS' } });
    const address = new GraphQLError('This does not look like a USDT on TRC20 address.', { extensions: { code: 'BAD_USER_INPUT', field: 'walletAddress' } });
    await renderPage([withdrawalMock({ errors: [refusal] }), withdrawalMock({ errors: [address] })]);

    await fillAndConfirm();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveAccessibleDescription('Insufficient withdrawable balance for this withdrawal.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Recipient Wallet Address/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: /Recipient Wallet Address/ })).toHaveAccessibleDescription('This does not look like a USDT on TRC20 address.');
  });

  it('says a failed request above the form', async () => {
    await renderPage([{ request: { query: RequestWithdrawalDocument }, variableMatcher: () => true, error: new Error('socket hang up') }]);
    await fillAndConfirm();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toMatch(/network|Network/),
    );
  });

  it('asks for the authenticator code when 2FA is on, sends it, and clears it when refused', async () => {
    const seen: Record<string, unknown>[] = [];
    const refusal = new GraphQLError('The code is not valid.', { extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TWO_FACTOR_CODE' } });
    await renderPage([withdrawalMock({ errors: [refusal] }, seen)], true);

    await fillAndConfirm();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /Authenticator code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '123 456' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(seen[0].input).toEqual({ coinName: 'USDT', network: 'TRC20', walletAddress: ADDRESS, amount: '120.50', twoFactorCode: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toHaveValue('');
  });

  it('shows available to withdraw with its parts and refuses above main + profit before confirming', async () => {
    const seen: Record<string, unknown>[] = [];
    await renderPage([withdrawalMock({ errors: [new GraphQLError('unused')] }, seen)], false, { balance: '100.00', interest: '30.00', withdrawable: '130.00' });
    expect(screen.getByTestId('available-balance')).toHaveTextContent('130.00 USD');
    expect(screen.getByTestId('available-parts')).toHaveTextContent('Main balance 100.00 USD + Profit 30.00 USD');

    await fillAndConfirm('130.01');
    expect(await screen.findByText('The amount is above what you can withdraw (130.00 USD).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
