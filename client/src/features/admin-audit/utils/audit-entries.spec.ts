import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountOf, auditSentence, detailLines, filterVariables, prettyDetails, type SentenceEntry } from './audit-entries';

const t = i18next.getFixedT('en', 'admin-audit');

const entry = (over: Partial<SentenceEntry>): SentenceEntry => ({
  action: 'deposit.approved',
  actorRole: 'admin',
  actor: { id: 'a1' },
  actorName: 'Ana Admin',
  actorEmail: 'ana@example.com',
  targetName: 'John Investor',
  targetEmail: 'john@example.com',
  subjectUserId: 'u1',
  amount: '500',
  details: '{}',
  ...over,
});

describe('audit entries', () => {
  it('sends empty filters as null and trims the rest', () => {
    expect(filterVariables({ action: ' deposit.approved ', email: '  ' })).toEqual({ action: 'deposit.approved', email: null });
    expect(filterVariables({ action: '', email: ' john@example.com ' })).toEqual({ action: null, email: 'john@example.com' });
  });

  it('shows details as key: value lines, nested values as JSON, and indented for the expanded row', () => {
    expect(detailLines('{"reason":"Blurry","before":{"status":"pending"},"after":null}')).toEqual([
      { key: 'reason', value: 'Blurry' },
      { key: 'before', value: '{"status":"pending"}' },
      { key: 'after', value: 'null' },
    ]);
    expect(detailLines('{}')).toEqual([]);
    expect(detailLines('not json')).toEqual([{ key: 'details', value: 'not json' }]);
    expect(prettyDetails('{"a":{"b":1}}')).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
    expect(prettyDetails('not json')).toBe('not json');
  });

  it('reads an entry as a sentence with names, the amount and the reason', () => {
    expect(auditSentence(entry({}), t)).toBe('Ana Admin approved a deposit of 500.00 USD by John Investor (john@example.com)');
    expect(auditSentence(entry({ action: 'kyc.rejected', amount: null, details: '{"reason":"Blurry photo"}' }), t)).toBe(
      'Ana Admin rejected the identity documents of John Investor (john@example.com) — Blurry photo',
    );
    expect(auditSentence(entry({ action: 'kyc.rejected', amount: null, details: '{"after":{"status":"rejected","rejectionReason":"Cut off"}}' }), t)).toBe(
      'Ana Admin rejected the identity documents of John Investor (john@example.com) — Cut off',
    );
    // No name: the email; the system acting; a user gone.
    expect(auditSentence(entry({ action: 'user.frozen', actorName: null, targetName: null }), t)).toBe('ana@example.com froze the account of john@example.com');
    expect(auditSentence(entry({ action: 'investment.completed', actor: null, actorName: null, actorEmail: null, actorRole: 'system' }), t)).toBe(
      'An investment of 500.00 USD by John Investor (john@example.com) completed',
    );
    expect(auditSentence(entry({ action: 'user.unfrozen', targetName: null, targetEmail: null }), t)).toBe('Ana Admin unfroze the account of A removed user');
    // A role grant's two steps, each with its own sentence; the request's reason follows.
    expect(
      auditSentence(entry({ action: 'role_grant.requested', amount: null, details: '{"reason":"New support hire","after":{"requested":"support"}}' }), t),
    ).toBe('Ana Admin asked for a change to the role of John Investor (john@example.com) — New support hire');
    expect(auditSentence(entry({ action: 'role_grant.approved', amount: null }), t)).toBe(
      'Ana Admin approved a change to the role of John Investor (john@example.com)',
    );
    expect(auditSentence(entry({ action: 'role_grant.rejected', amount: null }), t)).toBe(
      'Ana Admin rejected a change to the role of John Investor (john@example.com)',
    );
  });

  it("tells a balance correction's signed amount from its details, which is where the server keeps it", () => {
    const requested = entry({ action: 'balance_correction.requested', amount: null, details: '{"amount":"-25.50","reason":"Duplicate credit"}' });
    expect(amountOf(requested)).toBe('-25.50');
    expect(auditSentence(requested, t)).toMatch(
      /^Ana Admin requested a balance correction of -25\.50 USD for John Investor \(john@example\.com\) — Duplicate credit$/,
    );
    expect(amountOf(entry({ action: 'balance_correction.approved', amount: null, details: '{"amount":"25.00"}' }))).toBe('25.00');
    // Only a correction's details are read, and only a decimal; a transaction's own amount comes first.
    expect(amountOf(entry({ action: 'user.frozen', amount: null, details: '{"amount":"25.00"}' }))).toBeNull();
    expect(amountOf(entry({ action: 'balance_correction.requested', amount: null, details: '{"amount":"1e3"}' }))).toBeNull();
    expect(amountOf(entry({ action: 'balance_correction.requested', amount: null, details: 'not json' }))).toBeNull();
    expect(amountOf(entry({ amount: '500' }))).toBe('500');
  });

  it('falls back to a generic sentence for an action without its own', () => {
    expect(auditSentence(entry({ action: 'asset_rate.manual_set', subjectUserId: null, targetName: null, targetEmail: null }), t)).toBe(
      'Ana Admin: asset rate manual set',
    );
    expect(auditSentence(entry({ action: 'reserves.address_declared' }), t)).toBe('Ana Admin: reserves address declared — John Investor (john@example.com)');
    // A name that is a group of sentences is not a sentence.
    expect(auditSentence(entry({ action: 'deposit', subjectUserId: null, targetName: null, targetEmail: null }), t)).toBe('Ana Admin: deposit');
  });
});
