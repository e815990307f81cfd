import i18next from 'i18next';
import { BRAND_NAME } from '../../../lib/brand';

/** The text of the recovery-codes file (in the current language): what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, now: Date = new Date()): string {
  const t = i18next.getFixedT(null, 'profile');
  return [
    t('recovery.fileTitle', { brand: BRAND_NAME, email }),
    // The ISO date (2026-11-24) reads the same in every language.
    t('recovery.fileGenerated', { date: now.toISOString().slice(0, 10) }),
    t('recovery.fileKeepSafe'),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Offers `text` as a file download, without leaving the page. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server's QR code (an <svg> document) as an image URL: shown by <img>, never injected as markup. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
