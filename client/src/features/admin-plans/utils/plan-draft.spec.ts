import { describe, expect, it } from 'vitest';
import { checkPlanDraft, type PlanDraft } from './plan-draft';

const good: PlanDraft = { uniqId: 'STARTER', title: 'Starter', dailyInterest: '1.5', termDays: '14', min: '100.00', max: '900', capitalReturn: 'Each Term' };

describe('checkPlanDraft', () => {
  it('passes a complete plan', () => {
    expect(checkPlanDraft(good, { creating: true })).toEqual({});
  });

  it.each<[Partial<PlanDraft>, Record<string, string>]>([
    [{ uniqId: 'starter' }, { uniqId: 'uniqId must be 2 to 32 capital letters, digits or underscores' }],
    [{ title: '   ' }, { title: 'title must not be empty' }],
    [{ dailyInterest: '1.00001' }, { dailyInterest: 'dailyInterest must be a percentage with at most 4 decimals' }],
    [{ dailyInterest: '0.0000' }, { dailyInterest: 'dailyInterest must be above zero' }],
    [{ termDays: '0' }, { termDays: 'termDays must be a whole number of days from 1 to 3650' }],
    [{ termDays: '2.5' }, { termDays: 'termDays must be a whole number of days from 1 to 3650' }],
    [{ min: '12,50' }, { min: 'min must be an amount with at most 2 decimals, e.g. 1000.00' }],
    [{ min: '0.00' }, { min: 'min must be above zero' }],
    // 900.10 against 900.09: compared in cents, not floats.
    [{ min: '900.10', max: '900.09' }, { max: 'max must be at least min' }],
  ])('refuses %o', (change, expected) => {
    expect(checkPlanDraft({ ...good, ...change }, { creating: true })).toEqual(expected);
  });

  it('leaves the id alone when editing (it cannot change)', () => {
    expect(checkPlanDraft({ ...good, uniqId: 'lower' }, { creating: false })).toEqual({});
  });
});
