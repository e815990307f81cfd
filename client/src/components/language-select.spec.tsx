import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSelect } from './language-select';

describe('LanguageSelect', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    window.localStorage.clear();
  });

  it('is a labelled select naming each language in its own language', () => {
    render(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('switches the language, remembers it and turns the page right to left for Arabic', async () => {
    render(<LanguageSelect />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });

    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(window.localStorage.getItem('language')).toBe('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
