import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SetLocaleDocument } from '../../../gql/generated';
import { aUser, renderWithProviders } from '../../../test/render';
import { LanguagePreference } from './language-preference';

const choose = async (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
};

describe('LanguagePreference', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    window.localStorage.clear();
  });

  it('shows the account language and stores a new one: the app switches and says so in that language', async () => {
    const mocks = [{ request: { query: SetLocaleDocument, variables: { locale: 'de' } }, result: { data: { setLocale: aUser({ locale: 'de' }) } } }];
    renderWithProviders(<LanguagePreference locale="en" />, { mocks });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(screen.getByText('Mails, statements and every device you sign in on use this language.')).toBeInTheDocument();

    await choose('Deutsch');

    expect(await screen.findByText('Sprache gespeichert')).toBeInTheDocument();
    expect(i18next.language).toBe('de');
    expect(window.localStorage.getItem('language')).toBe('de');
  });

  it('says when the language could not be stored', async () => {
    const mocks = [
      {
        request: { query: SetLocaleDocument, variables: { locale: 'fr' } },
        result: {
          errors: [
            new GraphQLError('Language must be one of en, es, fr, de, zh-CN, ja, ar, ru, pt, hi.', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_LOCALE' },
            }),
          ],
        },
      },
    ];
    renderWithProviders(<LanguagePreference locale="en" />, { mocks });
    await choose('Français');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Langue enregistrée')).not.toBeInTheDocument();
    // The page goes back to the stored language, the one the select shows, here and on this device's next visit.
    expect(i18next.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
  });
});
