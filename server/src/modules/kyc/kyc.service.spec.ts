import { ConfigError, loadConfig } from '../../config/env';
import { KycError, KycErrorCode } from './kyc.errors';
import { checkRejectionReason } from './kyc-review.service';
import { KycDocumentType } from './kyc-status';
import { parseDocumentType } from './kyc.service';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof KycError ? error.code : String(error);
  }
  return null;
};

describe('KYC rules', () => {
  it.each([
    ['passport', KycDocumentType.PASSPORT],
    [' National_ID ', KycDocumentType.NATIONAL_ID],
    ['driving_licence', KycDocumentType.DRIVING_LICENCE],
  ])('reads the document type %j', (input, expected) => {
    expect(parseDocumentType(input)).toBe(expected);
  });

  it.each([undefined, null, '', 'driving_license', 'birth_certificate', 42, ['passport']])('refuses the document type %j', (input) => {
    expect(codeOf(() => parseDocumentType(input))).toBe(KycErrorCode.INVALID_DOCUMENT_TYPE);
  });

  it.each([
    [undefined, KycErrorCode.REASON_REQUIRED],
    ['   ', KycErrorCode.REASON_REQUIRED],
    ['x'.repeat(501), KycErrorCode.REASON_TOO_LONG],
  ])('refuses the rejection reason %j', (reason, code) => {
    expect(codeOf(() => checkRejectionReason(reason))).toBe(code);
  });

  it('keeps a reason of up to 500 characters, trimmed', () => {
    expect(checkRejectionReason('  Blurred selfie ')).toBe('Blurred selfie');
    expect(checkRejectionReason('y'.repeat(500))).toHaveLength(500);
  });

  it('answers each failure with its HTTP kind', () => {
    expect(new KycError(KycErrorCode.KYC_REQUIRED).kind).toBe('FORBIDDEN');
    expect(new KycError(KycErrorCode.KYC_PENDING).kind).toBe('CONFLICT');
    expect(new KycError(KycErrorCode.FILE_TOO_LARGE).kind).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads KYC_REQUIRED_ABOVE_USD as a decimal string, 1000.00 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).kycRequiredAboveUsd).toBe('1000.00');
    expect(loadConfig({ NODE_ENV: 'test', KYC_REQUIRED_ABOVE_USD: '250.5' }).kycRequiredAboveUsd).toBe('250.5');
    for (const bad of ['abc', '-1', '1.234', '1e3', '10,00']) {
      expect(() => loadConfig({ NODE_ENV: 'test', KYC_REQUIRED_ABOVE_USD: bad })).toThrow(ConfigError);
    }
  });
});
