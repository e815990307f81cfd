import { describe, expect, it } from 'vitest';
import { initialText, toValue } from './content-keys';

describe("the content editor's starting text", () => {
  it('edits a text key as plain text and sends it as a JSON string', () => {
    expect(initialText('riskWarning', '"Capital at risk."', null)).toBe('Capital at risk.');
    expect(toValue('riskWarning', 'Say "no"')).toBe('"Say \\"no\\""');
    expect(toValue('faq', '[]')).toBe('[]');
  });

  it('starts a language that stores nothing from English, counters as labels only', () => {
    const english = JSON.stringify([{ key: 'paid', label: 'Paid out', source: 'total_paid_out', format: 'usd' }], null, 2);
    expect(JSON.parse(initialText('counters', null, english))).toEqual([{ key: 'paid', label: 'Paid out' }]);
    expect(initialText('faq', null, '[{"question":"Q","answer":"A"}]')).toBe('[{"question":"Q","answer":"A"}]');
    expect(initialText('faq', '[]', '[{"question":"Q","answer":"A"}]')).toBe('[]');
  });
});
