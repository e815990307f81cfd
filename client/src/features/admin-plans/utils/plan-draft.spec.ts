import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPlanDraft, readPlanAmount, readPlanRate, readPlanTerm, type PlanDraft } from './plan-draft';

const good: PlanDraft = { uniqId: 'STARTER', title: 'Starter', dailyInterest: '1.5', termDays: '14', min: '100.00', max: '900', capitalReturn: 'Each Term' };

describe('checkPlanDraft', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('passes a complete plan', () => {
    expect(checkPlanDraft(good, { creating: true })).toEqual({});
  });

  it.each<[Partial<PlanDraft>, Record<string, string>]>([
    [{ uniqId: 'starter' }, { uniqId: 'Plan id must be 2 to 32 capital letters, digits or underscores' }],
    [{ title: '   ' }, { title: 'Title must not be empty' }],
    [{ dailyInterest: '1.00001' }, { dailyInterest: 'Daily interest (%) must be a percentage with at most 4 decimals' }],
    [{ dailyInterest: '0.0000' }, { dailyInterest: 'Daily interest (%) must be above zero' }],
    [{ termDays: '0' }, { termDays: 'Term (days) must be a whole number of days from 1 to 3650' }],
    [{ termDays: '2.5' }, { termDays: 'Term (days) must be a whole number of days from 1 to 3650' }],
    [{ min: '12.345' }, { min: 'Minimum (USD) must be an amount with at most 2 decimals, e.g. 1000.00' }],
    [{ min: '-5' }, { min: 'Minimum (USD) must be an amount with at most 2 decimals, e.g. 1000.00' }],
    [{ max: '1,0,000' }, { max: 'Maximum (USD) must be an amount with at most 2 decimals, e.g. 1000.00' }],
    [{ min: '0.00' }, { min: 'Minimum (USD) must be above zero' }],
    // 900.10 against 900.09: compared in cents, not floats.
    [{ min: '900.10', max: '900.09' }, { max: 'Maximum (USD) must be at least Minimum (USD)' }],
  ])('refuses %o', (change, expected) => {
    expect(checkPlanDraft({ ...good, ...change }, { creating: true })).toEqual(expected);
  });

  it('leaves the id alone when editing (it cannot change)', () => {
    expect(checkPlanDraft({ ...good, uniqId: 'lower' }, { creating: false })).toEqual({});
  });

  it("reads a German admin's amounts and rate, and names fields by their German labels", async () => {
    await i18next.changeLanguage('de');
    const german = { ...good, dailyInterest: '1,25', min: '1.500,00', max: '25.000' };
    expect(checkPlanDraft(german, { creating: true })).toEqual({});
    expect(readPlanAmount('1.500,00')).toBe('1500.00');
    expect(readPlanRate('1,25')).toBe('1.25');
    expect(checkPlanDraft({ ...german, max: '1.000' }, { creating: true })).toEqual({ max: 'Maximum (USD) muss mindestens Minimum (USD) sein' });
    expect(checkPlanDraft({ ...german, dailyInterest: '0' }, { creating: true })).toEqual({ dailyInterest: 'Tageszins (%) muss größer als null sein' });
  });

  it('reads Arabic-Indic and full-width digits', async () => {
    await i18next.changeLanguage('ar');
    expect(readPlanAmount('\u0661\u0665\u0660\u0660\u066b\u0665')).toBe('1500.50');
    expect(readPlanRate('\u0664\u066b\u0665')).toBe('4.5');
    expect(readPlanTerm('\u0661\u0664')).toBe(14);
    expect(readPlanTerm('\uff13\uff10')).toBe(30);
    expect(readPlanAmount('\uff11\uff10\uff10\uff10')).toBe('1000.00');
  });

  it.each([['1234.5'], ['1.12345'], ['abc'], ['-1'], ['1,2,3']])('refuses the rate %j', (rate) => {
    expect(readPlanRate(rate)).toBeNull();
  });
});
