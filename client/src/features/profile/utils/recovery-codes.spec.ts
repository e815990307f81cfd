import { describe, expect, it } from 'vitest';
import { recoveryCodesText, svgDataUrl } from './recovery-codes';

describe('recovery codes file', () => {
  it('names the account and lists one code a line', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'jane@example.com', new Date('2026-11-24T12:00:00Z'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Investment Platform: two-factor recovery codes for jane@example.com');
    expect(lines[1]).toMatch(/^Generated 2026-11-24\./);
    expect(lines.slice(4, 6)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
  });
});

describe('svgDataUrl', () => {
  it('encodes the markup into an image URL', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(url).not.toContain('<');
    expect(decodeURIComponent(url.split(',')[1])).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
  });
});
