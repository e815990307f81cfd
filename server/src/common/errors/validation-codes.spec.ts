import { VALIDATION_FAILED, validationCode } from './validation-codes';

describe('validationCode', () => {
  it.each([
    [{ maxLength: 'title must be shorter than or equal to 50 characters' }, 'VALIDATION_MAX_LENGTH'],
    [{ isString: 'name must be a string', maxLength: '…' }, 'VALIDATION_IS_STRING'],
    [{ whitelistValidation: 'property x should not exist' }, 'VALIDATION_UNKNOWN_PROPERTY'],
    [{ somethingCustom: 'no' }, VALIDATION_FAILED],
    [undefined, VALIDATION_FAILED],
  ])('names %j as %s', (constraints, code) => {
    expect(validationCode(constraints)).toBe(code);
  });
});
