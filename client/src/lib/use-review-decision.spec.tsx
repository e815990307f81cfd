import { act, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../test/render';
import { useReviewDecision } from './use-review-decision';

describe('useReviewDecision', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['en', { networkError: new TypeError('Failed to fetch'), graphQLErrors: [] }, 'Network error'],
    ['de', { networkError: new TypeError('Failed to fetch'), graphQLErrors: [] }, 'Netzwerkfehler'],
    ['de', new Error('boom'), 'Etwas ist schiefgelaufen'],
    ['ar', new Error('boom'), 'حدث خطأ ما'],
  ])("in %s, toasts a failure with no server refusal in the reader's language", async (language, failure, toast) => {
    await i18next.changeLanguage(language);
    const { result } = renderHook(() => useReviewDecision(), { wrapper: ({ children }) => <TestProviders>{children}</TestProviders> });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current(() => Promise.reject(failure), 'Approved');
    });
    expect(outcome).toBe('failed');
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });
});
