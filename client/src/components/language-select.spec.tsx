import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InIslandContext } from './island';
import { reloadPage } from '../lib/reload-page';
import { LanguageSelect } from './language-select';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

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

  it('on a prerendered page (an island) remembers the choice and reloads the page in it', async () => {
    render(
      <InIslandContext value>
        <LanguageSelect />
      </InIslandContext>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: 'de' } });

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(document.cookie).toContain('lang=de');
    // The server sends the page again in German: nothing is translated in place.
    expect(i18next.language).toBe('en');
  });
});
