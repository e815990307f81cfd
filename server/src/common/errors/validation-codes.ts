/**
 * The code of a refusal by the global ValidationPipe (`extensions.reason` in GraphQL, `code` in
 * REST), one per class-validator constraint the inputs use, so a client can tell the refusal in
 * the reader's language (the message stays the constraint's English text, the field is in
 * `extensions.field`). A constraint not listed here is VALIDATION_FAILED.
 */
export const VALIDATION_CODES = {
  isString: 'VALIDATION_IS_STRING',
  maxLength: 'VALIDATION_MAX_LENGTH',
  minLength: 'VALIDATION_MIN_LENGTH',
  matches: 'VALIDATION_MATCHES',
  min: 'VALIDATION_MIN',
  max: 'VALIDATION_MAX',
  isInt: 'VALIDATION_IS_INT',
  isIn: 'VALIDATION_IS_IN',
  isEnum: 'VALIDATION_IS_ENUM',
  isDate: 'VALIDATION_IS_DATE',
  isBoolean: 'VALIDATION_IS_BOOLEAN',
  isArray: 'VALIDATION_IS_ARRAY',
  arrayMinSize: 'VALIDATION_ARRAY_MIN_SIZE',
  arrayMaxSize: 'VALIDATION_ARRAY_MAX_SIZE',
  isNotEmpty: 'VALIDATION_IS_NOT_EMPTY',
  // forbidNonWhitelisted: a property the input does not have.
  whitelistValidation: 'VALIDATION_UNKNOWN_PROPERTY',
} as const;

export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** The code of the first failed constraint (`constraints` of a class-validator ValidationError). */
export function validationCode(constraints: Record<string, string> | undefined): string {
  const name = constraints ? Object.keys(constraints)[0] : undefined;
  return (name && (VALIDATION_CODES as Record<string, string>)[name]) || VALIDATION_FAILED;
}
