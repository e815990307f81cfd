import { GraphQLError } from 'graphql';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

const refusal = (message: string, extensions: Record<string, unknown>) => ({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('fieldErrorsOf', () => {
  it('puts a refusal beside the field the server names, a nested name by its last part', () => {
    expect(fieldErrorsOf(refusal('max must be at least min', { code: 'BAD_USER_INPUT', field: 'max' }), ['min', 'max'], 'x')).toEqual({
      fields: { max: 'max must be at least min' },
      form: null,
    });
    expect(fieldErrorsOf(refusal('title too long', { code: 'BAD_USER_INPUT', field: 'input.title' }), ['title'], 'x').fields).toEqual({
      title: 'title too long',
    });
  });

  it('shows a refusal about no field of the form above it', () => {
    expect(fieldErrorsOf(refusal('Plan not found.', { code: 'NOT_FOUND' }), ['title'], 'x')).toEqual({ fields: {}, form: 'Plan not found.' });
    expect(fieldErrorsOf(new Error('boom'), ['title'], 'Could not save')).toEqual({ fields: {}, form: 'Could not save' });
  });

  it("says a request that got no answer failed on the network, in the reader's language", async () => {
    const offline = { networkError: new TypeError('Failed to fetch'), graphQLErrors: [] };
    expect(fieldErrorsOf(offline, ['title'], 'Could not save').form).toBe('Network error');
    await i18next.changeLanguage('de');
    try {
      expect(fieldErrorsOf(offline, ['title'], 'Speichern fehlgeschlagen').form).toBe('Netzwerkfehler');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
