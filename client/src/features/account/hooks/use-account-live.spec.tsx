import type { MockedResponse } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountUpdatedDocument, MeDocument, useMeQuery } from '../../../gql/generated';
import { createLiveSocketStatus, LiveSocketContext, type LiveSocketStatus } from '../../../lib/live-socket';
import { formatUsd } from '../../../lib/money';
import { aUser, renderWithProviders } from '../../../test/render';
import { FALLBACK_POLL_MS, useAccountLive } from './use-account-live';

/** The shell's figures, read from the Me query as the user layout does. */
function LiveShell() {
  useAccountLive();
  const { data } = useMeQuery();
  if (!data?.me) return <p>Loading</p>;
  return (
    <dl>
      <dt>Balance</dt>
      <dd data-testid="balance">{formatUsd(data.me.balance)}</dd>
      <dt>Profits (7d)</dt>
      <dd data-testid="profits7d">{formatUsd(data.me.profits7d)}</dd>
    </dl>
  );
}

const meMock = (balance: string): MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: aUser({ balance, profits7d: '42.10' }) } },
});

const eventMock = (reason: string, user: ReturnType<typeof aUser> | null, delay = 100): MockedResponse => ({
  request: { query: AccountUpdatedDocument },
  result: { data: { accountUpdated: { __typename: 'AccountUpdate', reason, user } } },
  delay,
});

function renderLive(mocks: MockedResponse[], status?: LiveSocketStatus) {
  const ui = status ? (
    <LiveSocketContext.Provider value={status}>
      <LiveShell />
    </LiveSocketContext.Provider>
  ) : (
    <LiveShell />
  );
  return renderWithProviders(ui, { route: '/user/dashboard', mocks });
}

afterEach(() => vi.useRealTimers());

describe('useAccountLive', { timeout: 20_000 }, () => {
  it('puts the pushed user into the cache so the balance and Profits (7d) change', async () => {
    renderLive([meMock('100.00'), eventMock('balance', aUser({ balance: '1600.00', profits7d: '55.00' }), 300)]);
    expect(await screen.findByText('100.00 USD')).toBeInTheDocument();
    expect(await screen.findByText('1,600.00 USD')).toBeInTheDocument();
    expect(screen.getByTestId('profits7d')).toHaveTextContent('55.00 USD');
  });

  it("sends the user to sign in on 'signed_out'", async () => {
    renderLive([meMock('100.00'), eventMock('signed_out', null, 300)]);
    expect(await screen.findByText('100.00 USD')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/account/login');
  });

  it('polls Me every 30 s only while the socket is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = createLiveSocketStatus('connected');
    const subscriptionNeverFires: MockedResponse = { ...eventMock('balance', aUser(), 1e9) };
    renderLive([meMock('100.00'), meMock('250.00'), subscriptionNeverFires], socket.status);
    expect(await screen.findByText('100.00 USD')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS + 1000));
    expect(screen.getByTestId('balance')).toHaveTextContent('100.00 USD');

    act(() => socket.set('closed'));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('balance')).toHaveTextContent('100.00 USD');
    await act(async () => vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS));
    expect(await screen.findByText('250.00 USD')).toBeInTheDocument();
  });
});
