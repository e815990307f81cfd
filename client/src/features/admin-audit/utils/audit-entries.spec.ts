import { describe, expect, it } from 'vitest';
import { detailLines, filterVariables, idProblem } from './audit-entries';

describe('audit entries', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['8a6e0804-2bd0-4672-b79d-d97027f9071a', null],
    ['not-an-id', 'Enter a user id such as 3f2a…-…, or leave it empty'],
    ['8a6e0804-2bd0-4672-b79d-d97027f9071', 'Enter a user id such as 3f2a…-…, or leave it empty'],
  ])('checks the id %j', (value, problem) => {
    expect(idProblem(value)).toBe(problem);
  });

  it('sends empty filters as null and trims the rest', () => {
    expect(filterVariables({ action: ' deposit.approved ', actorId: '', userId: '  ' })).toEqual({ action: 'deposit.approved', actorId: null, userId: null });
  });

  it('shows details as key: value lines, nested values as JSON', () => {
    expect(detailLines('{"reason":"Blurry","before":{"status":"pending"},"after":null}')).toEqual([
      { key: 'reason', value: 'Blurry' },
      { key: 'before', value: '{"status":"pending"}' },
      { key: 'after', value: 'null' },
    ]);
    expect(detailLines('{}')).toEqual([]);
    expect(detailLines('not json')).toEqual([{ key: 'details', value: 'not json' }]);
  });
});
