import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CreateApiTokenDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { CreateApiTokenDialog } from './create-api-token-dialog';

const TOKEN = 'invplat_' + 'x'.repeat(43);

describe('CreateApiTokenDialog', () => {
  it('offers only the scopes given, asks for a name, then shows the token once and forgets it on Done', async () => {
    const onClose = vi.fn();
    const mocks = [
      {
        request: { query: CreateApiTokenDocument, variables: { name: 'Sync', scopes: ['READ', 'WRITE'], expiresAt: null } },
        result: { data: { createApiToken: { __typename: 'NewApiToken', id: 't1', token: TOKEN } } },
      },
    ];
    renderWithProviders(<CreateApiTokenDialog open allowedScopes={['READ', 'WRITE']} onClose={onClose} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Create API token' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).queryByRole('checkbox', { name: /admin/ })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Give the token a name, so you can tell it apart later.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Sync ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^write:/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(within(shown).getByLabelText('API token')).toHaveValue(TOKEN);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();

    // Still open (the parent has not closed it yet), the dialog is a blank form again: the token is gone.
    const blank = screen.getByRole('dialog', { name: 'Create API token' });
    expect(within(blank).getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
  });

  it('offers the admin scopes to admins and shows a refusal beside its field', async () => {
    const mocks = [
      {
        request: { query: CreateApiTokenDocument, variables: { name: 'Ops', scopes: ['READ'], expiresAt: null } },
        result: {
          errors: [
            new GraphQLError('Choose at least one scope for the token.', { extensions: { code: 'BAD_USER_INPUT', reason: 'BAD_USER_INPUT', field: 'scopes' } }),
          ],
        },
      },
    ];
    renderWithProviders(<CreateApiTokenDialog open allowedScopes={['READ', 'WRITE', 'ADMIN_READ', 'ADMIN_WRITE']} onClose={() => {}} />, { mocks });
    const dialog = screen.getByRole('dialog', { name: 'Create API token' });
    expect(within(dialog).getByRole('checkbox', { name: /^admin:read:/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^admin:write:/ })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ops' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope for the token.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create API token' })).toBeInTheDocument();
  });
});
