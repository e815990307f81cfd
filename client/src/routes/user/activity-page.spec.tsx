import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EndOtherSessionsDocument, EndSessionDocument, MyActivityDocument, MySessionsDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { ActivityPage } from './activity-page';

const session = (id: string, current: boolean, device: string | null, ip: string | null) => ({
  __typename: 'SessionInfo',
  id,
  current,
  device,
  ip,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-24T09:30:00.000Z',
});

const event = (n: number, kind = 'SIGN_IN') => ({
  __typename: 'ActivityEvent',
  id: `e${n}`,
  kind,
  at: new Date(Date.UTC(2026, 10, 24, 12, 0) - n * 60_000).toISOString(),
  ip: '203.0.113.7',
  device: 'Chrome 140 on Linux',
});

const THREE = [
  session('s1', false, 'Firefox 133 on Windows', '198.51.100.2'),
  session('s2', true, 'Chrome 140 on Linux', '203.0.113.7'),
  session('s3', false, null, null),
];

const sessionsMock = (list: ReturnType<typeof session>[]) => ({ request: { query: MySessionsDocument }, result: { data: { mySessions: list } } });
const activityMock = (events: ReturnType<typeof event>[], after?: string) => ({
  request: { query: MyActivityDocument, variables: after ? { first: 20, after } : { first: 20 } },
  result: { data: { myActivity: events } },
});

describe('ActivityPage', { timeout: 20_000 }, () => {
  it('lists the sessions with this device first, and the activity with Load more', async () => {
    const first = Array.from({ length: 20 }, (_, i) => event(i + 1, i === 1 ? 'SIGN_IN_FAILED' : 'SIGN_IN'));
    const rest = [event(21, 'TWO_FACTOR_ENABLED'), event(22, 'PASSWORD_CHANGED')];
    renderWithProviders(<ActivityPage />, { mocks: [sessionsMock(THREE), activityMock(first), activityMock(rest, 'e20')] });

    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(sessions).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome 140 on Linux');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('IP 203.0.113.7');
    expect(rows[1]).toHaveTextContent('Firefox 133 on Windows');
    expect(within(rows[1]).getByRole('button', { name: 'End session on Firefox 133 on Windows' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Unknown device');
    expect(rows[2]).toHaveTextContent('IP unknown');

    const activity = await screen.findByRole('list', { name: 'Account activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(20);
    expect(within(activity).getAllByText('Signed in')).toHaveLength(19);
    expect(within(activity).getByText('Failed sign-in attempt')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Account activity' })).getAllByRole('listitem')).toHaveLength(22));
    expect(screen.getByText('Two-factor authentication turned on')).toBeInTheDocument();
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no activity, and offers no Load more', async () => {
    renderWithProviders(<ActivityPage />, { mocks: [sessionsMock([session('s2', true, 'Chrome 140 on Linux', '203.0.113.7')]), activityMock([])] });
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Only this device: nothing else to sign out.
    expect(await screen.findByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('ends one session, then all the others with a count', async () => {
    const afterOne = THREE.filter((s) => s.id !== 's1');
    const mocks = [
      sessionsMock(THREE),
      activityMock([event(1)]),
      { request: { query: EndSessionDocument, variables: { id: 's1' } }, result: { data: { endSession: true } } },
      sessionsMock(afterOne),
      activityMock([event(0, 'SESSION_ENDED'), event(1)]),
      { request: { query: EndOtherSessionsDocument }, result: { data: { endOtherSessions: 1 } } },
      sessionsMock([THREE[1]]),
      activityMock([event(0, 'SESSION_ENDED'), event(1)]),
    ];
    renderWithProviders(<ActivityPage />, { mocks });

    fireEvent.click(await screen.findByRole('button', { name: 'End session on Firefox 133 on Windows' }));
    expect(await screen.findByText('The session has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Firefox 133 on Windows')).not.toBeInTheDocument());
    expect(await screen.findByText('Session ended')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 other session has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('offers Load more again when the list starts over after ending a session', async () => {
    const first = Array.from({ length: 20 }, (_, i) => event(i + 1));
    const mocks = [
      sessionsMock(THREE),
      activityMock(first),
      activityMock([event(21)], 'e20'),
      { request: { query: EndSessionDocument, variables: { id: 's1' } }, result: { data: { endSession: true } } },
      sessionsMock(THREE.filter((s) => s.id !== 's1')),
      activityMock([event(0, 'SESSION_ENDED'), ...first.slice(0, 19)]),
    ];
    renderWithProviders(<ActivityPage />, { mocks });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Account activity' })).getAllByRole('listitem')).toHaveLength(21);

    fireEvent.click(screen.getByRole('button', { name: 'End session on Firefox 133 on Windows' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Account activity' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
