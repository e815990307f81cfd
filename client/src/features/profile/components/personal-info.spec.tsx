import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpdateProfileDocument } from '../../../gql/generated';
import { aUser, renderWithProviders } from '../../../test/render';
import { PersonalInfo } from './personal-info';

describe('PersonalInfo', () => {
  it('lists the details, with placeholders for missing ones and the email locked', () => {
    const user = aUser({ fullname: 'Alexandra Catherine Montgomery', telegram: `@${'t'.repeat(40)}` });
    renderWithProviders(<PersonalInfo user={user} />);

    expect(screen.getByText('Alexandra Catheri...')).toBeInTheDocument();
    expect(screen.getByText(`@${'t'.repeat(29)}...`)).toBeInTheDocument();
    expect(screen.getAllByText('Not added yet')).toHaveLength(5); // phone, gender, birth date, country, address
    expect(screen.getByRole('img', { name: 'Email cannot be edited' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Email/ })).not.toBeInTheDocument();
  });

  it('opens the address form with the country filled from the country', async () => {
    const user = aUser({ country: 'Portugal', zipcode: '1000-001', address1: 'Rua Augusta 1', state: 'Lisbon' });
    renderWithProviders(<PersonalInfo user={user} />);

    fireEvent.click(screen.getByRole('button', { name: /^Country/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Update Address' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('Portugal');
    expect(within(dialog).getByLabelText('Zip Code')).toHaveValue('1000-001');
  });

  it('checks the profile form and shows the server message on failure', async () => {
    const input = {
      fullname: 'Jane Investor',
      username: 'janeinvestor',
      phone: '5551234',
      telegram: null,
      gender: 'FEMALE',
      dateOfBirth: null,
    };
    const mocks = [
      {
        request: { query: UpdateProfileDocument, variables: { input } },
        result: { errors: [new GraphQLError('That username is taken', { extensions: { code: 'CONFLICT', reason: 'USERNAME_TAKEN', field: 'username' } })] },
      },
    ];
    renderWithProviders(<PersonalInfo user={aUser()} />, { mocks });

    fireEvent.click(screen.getByRole('button', { name: /^Phone Number/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    const phone = within(dialog).getByLabelText('Phone Number');
    // The row clicked is the field being edited; it says it is required.
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('Required. Digits only, 5 to 20.');
    // A gender the user never chose is not preset.
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Please fill in this field.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Gender')).toHaveAccessibleDescription('Please choose a gender');

    fireEvent.change(phone, { target: { value: '+555-1234' } });
    expect(phone).toHaveValue('5551234');
    fireEvent.change(within(dialog).getByLabelText('Gender'), { target: { value: 'FEMALE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('That username is taken'));
  });
});
