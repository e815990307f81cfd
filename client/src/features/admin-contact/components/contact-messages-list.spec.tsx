import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContactMessagesDocument, MarkContactMessageHandledDocument, type ContactMessageFieldsFragment } from '../../../gql/generated';
import { CanChangeContext } from '../../../lib/console-access';
import { renderWithProviders } from '../../../test/render';
import { ContactMessagesList } from './contact-messages-list';

const message: ContactMessageFieldsFragment & { __typename: 'ContactMessage' } = {
  __typename: 'ContactMessage',
  id: 'm1',
  createdAt: '2026-11-20T10:00:00.000Z',
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Enquiry',
  message: 'Line one\nLine two',
  userId: 'u1',
  ip: '203.0.113.9',
  handled: false,
  handledAt: null,
  handledById: null,
  handledByEmail: null,
};

const page = (handled: boolean | null, nodes: unknown[]) => ({
  request: { query: AdminContactMessagesDocument, variables: { first: 20, handled } },
  result: {
    data: { contactMessages: { __typename: 'ContactMessageConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } },
  },
});

const userHref = (id: string) => `/admin/users/${id}`;

describe('ContactMessagesList', () => {
  it('shows unhandled messages with the sender, their account and the text as written, and marks one handled', async () => {
    const handled = { ...message, handled: true, handledAt: '2026-11-21T09:00:00.000Z', handledById: 'a1', handledByEmail: 'admin@example.com' };
    const mocks = [
      page(false, [message]),
      { request: { query: MarkContactMessageHandledDocument, variables: { id: 'm1' } }, result: { data: { markContactMessageHandled: handled } } },
      page(false, []),
    ];
    renderWithProviders(<ContactMessagesList userHref={userHref} />, { mocks });
    const item = await screen.findByRole('article', { name: 'Enquiry from Ada Lovelace' });
    expect(within(item).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    // Left to right on an Arabic page too.
    expect(within(item).getByText('ada@example.com').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(item).getByRole('link', { name: 'their account' })).toHaveAttribute('href', '/admin/users/u1');
    expect(within(item).getByText(/Line one\s+Line two/)).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Mark handled: Enquiry from Ada Lovelace' }));
    expect(await screen.findByText('Message marked handled')).toBeInTheDocument();
    expect(await screen.findByText('No unhandled messages')).toBeInTheDocument();
  });

  it('switches to handled messages and names who handled them', async () => {
    const handled = { ...message, handled: true, handledAt: '2026-11-21T09:00:00.000Z', handledById: 'a1', handledByEmail: 'admin@example.com' };
    renderWithProviders(<ContactMessagesList userHref={userHref} />, { mocks: [page(false, []), page(true, [handled])] });
    await screen.findByText('No unhandled messages');
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    const item = await screen.findByRole('article', { name: 'Enquiry from Ada Lovelace' });
    expect(within(item).getByText(/^Handled by admin@example.com/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  });

  it('offers support staff no Mark handled button', async () => {
    renderWithProviders(
      <CanChangeContext.Provider value={false}>
        <ContactMessagesList userHref={userHref} />
      </CanChangeContext.Provider>,
      { mocks: [page(false, [message])] },
    );
    const item = await screen.findByRole('article', { name: 'Enquiry from Ada Lovelace' });
    expect(within(item).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  });
});
