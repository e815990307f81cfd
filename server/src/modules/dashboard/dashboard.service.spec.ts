import { percentOf } from './dashboard.service';

describe('percentOf', () => {
  it.each([
    ['50.03', '1000.50', '5.0'],
    ['691.35', '1234.56', '56.0'],
    ['1', '3', '33.3'],
    ['10', '0', '0.0'],
    ['10', '-5', '0.0'],
    ['0', '0', '0.0'],
  ])('%s of %s is %s%%', (part, whole, expected) => {
    expect(percentOf(part, whole)).toBe(expected);
  });
});
