import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DeleteAvatarDocument, UploadAvatarDocument } from '../../../gql/generated';
import { aUser, renderWithProviders } from '../../../test/render';
import { AvatarBlock } from './avatar-block';

describe('AvatarBlock', () => {
  it('shows the picture and deletes it', async () => {
    const user = aUser({ avatar: '/api/uploads/avatars/abc.webp' });
    const mocks = [{ request: { query: DeleteAvatarDocument }, result: { data: { deleteAvatar: { ...user, avatar: null } } } }];
    renderWithProviders(<AvatarBlock user={user} />, { mocks });

    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/uploads/avatars/abc.webp');
    expect(screen.queryByRole('button', { name: 'Upload avatar' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete avatar' }));

    expect(await screen.findByText('Avatar has been deleted successfully')).toBeInTheDocument();
  });

  it('shows initials and uploads a chosen image', async () => {
    const user = aUser();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const mocks = [
      {
        request: { query: UploadAvatarDocument, variables: { avatar: file } },
        result: { errors: [new GraphQLError('The file is not a supported image.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ];
    renderWithProviders(<AvatarBlock user={user} />, { mocks });
    expect(screen.getByText('JI')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update avatar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Choose image'), { target: { files: [file] } });
    expect(within(dialog).getByText('Selected: me.png')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('The file is not a supported image.')).toBeInTheDocument();
  });
});
