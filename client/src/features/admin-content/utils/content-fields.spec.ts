import { describe, expect, it } from 'vitest';
import { blank, draftValue, initialDraft, refusedPath, shapeOf, toJson } from './content-fields';
import { CONTENT_KEYS, isTextKey } from './content-keys';

describe('the site content as fields', () => {
  it('edits a text key as its text and sends it as a JSON string', () => {
    const draft = initialDraft('riskWarning', 'en', '"Capital at risk."', null);
    expect(draft).toBe('Capital at risk.');
    expect(draftValue('riskWarning', 'en', 'Say "no"')).toBe('"Say \\"no\\""');
  });

  it('starts a language that stores nothing from English, counters as labels only', () => {
    const english = JSON.stringify([{ key: 'paid', label: 'Paid out', source: 'total_paid_out', format: 'usd' }]);
    const draft = initialDraft('counters', 'de', null, english);
    expect(JSON.parse(draftValue('counters', 'de', draft))).toEqual([{ key: 'paid', label: 'Paid out' }]);
    expect(JSON.parse(draftValue('faq', 'de', initialDraft('faq', 'de', '[]', '[{"question":"Q","answer":"A"}]')))).toEqual([]);
  });

  it('leaves out what is optional and empty: a switch left off, a translation’s company fields that show English', () => {
    const english = initialDraft('counters', 'en', JSON.stringify([{ key: 'a', label: 'A', source: 'investors', format: 'count' }]), null);
    expect(JSON.parse(draftValue('counters', 'en', english))).toEqual([{ key: 'a', label: 'A', source: 'investors', format: 'count' }]);
    const company = blank(shapeOf('company', 'fr')) as Record<string, unknown>;
    expect(toJson(shapeOf('company', 'fr'), { ...company, address: '1 rue de la Paix' } as never)).toEqual({ address: '1 rue de la Paix' });
    // English sends every required field, empty ones too: the server refuses them by name.
    expect(toJson(shapeOf('company', 'en'), blank(shapeOf('company', 'en')))).toMatchObject({ name: '', map: { lat: '', lon: '' } });
  });

  it('keeps the stored order of a list and drops fields the shape does not know', () => {
    const stored = JSON.stringify([
      { question: 'One', answer: '1', extra: true },
      { question: 'Two', answer: '2' },
    ]);
    expect(JSON.parse(draftValue('faq', 'en', initialDraft('faq', 'en', stored, null)))).toEqual([
      { question: 'One', answer: '1' },
      { question: 'Two', answer: '2' },
    ]);
  });

  it('points the server’s refusal at the field it names, or nowhere when the form shows no such field', () => {
    const draft = initialDraft('faq', 'en', '[{"question":"Q","answer":"A"},{"question":"R","answer":""}]', null);
    expect(refusedPath('faq', 'en', draft, 'faq[1].answer must be a non-empty string.')).toBe('faq[1].answer');
    expect(refusedPath('faq', 'en', draft, 'faq must hold at least 1 item.')).toBe('faq');
    expect(refusedPath('faq', 'en', draft, 'faq[5].answer must be a non-empty string.')).toBeNull();
    expect(refusedPath('faq', 'en', draft, 'value is not valid JSON.')).toBeNull();
    const company = initialDraft('company', 'en', '{"map":{"lat":"1","lon":"2"}}', null);
    expect(refusedPath('company', 'en', company, 'company.map.lat must be a latitude between -90 and 90 written as a string, e.g. "51.5246".')).toBe(
      'company.map.lat',
    );
  });
});

describe('the terms as a field', () => {
  it('lists terms and edits it as one long text, blank lines and "# " headings kept as typed', () => {
    expect(CONTENT_KEYS).toContain('terms');
    expect(isTextKey('terms')).toBe(true);
    expect(shapeOf('terms', 'en')).toEqual({ kind: 'text', long: true });
    expect(shapeOf('terms', 'de')).toEqual({ kind: 'text', long: true });
    const stored = JSON.stringify('# 1. Scope\n\nFirst paragraph\nsame one.\n\n# 2. Risk\n\nSecond.');
    const draft = initialDraft('terms', 'de', null, stored);
    expect(draft).toBe('# 1. Scope\n\nFirst paragraph\nsame one.\n\n# 2. Risk\n\nSecond.');
    expect(draftValue('terms', 'de', draft)).toBe(stored);
    expect(refusedPath('terms', 'en', '', 'terms must be a non-empty string.')).toBe('terms');
  });
});
