import { describe, expect, it } from 'vitest';
import { codeCandidates, firstFree } from './company-add-codes';
import { isInertSvg } from './company-add-logo';

describe('codeCandidates', () => {
  it('starts with the initials, then the first word, then the words run together', () => {
    expect(codeCandidates('Big Orange Lab Tools Inc').slice(0, 4)).toEqual(['BOLT', 'BIG', 'BIGO', 'BOL1']);
    // The words run together start like the first word here: tried once.
    expect(codeCandidates('MedVance Surgical').slice(0, 3)).toEqual(['MS', 'MEDV', 'MS1']);
    expect(codeCandidates('Acme').slice(0, 2)).toEqual(['ACME', 'ACM1']);
  });

  it('numbers the first one when the plain ones are taken, never past 4 characters', () => {
    const all = codeCandidates('Quill Vascular Group');
    expect(all).toContain('QVG1');
    expect(all).toContain('QV10');
    expect(all).toContain('Q100');
    expect(all.every((c) => c.length >= 1 && c.length <= 4 && /^[A-Z0-9]+$/.test(c))).toBe(true);
    expect(new Set(all.map((c) => c[0]))).toEqual(new Set(['Q']));
  });

  it('reads accents as plain letters and falls back to CO for a name without letters', () => {
    expect(codeCandidates('Médica Ñu')[0]).toBe('MN');
    expect(codeCandidates('***')[0]).toBe('CO');
  });
});

describe('firstFree', () => {
  it('skips taken codes whatever their case', () => {
    expect(firstFree(['MS', 'MEDV', 'MS1'], new Set(['MS', 'MEDV']))).toBe('MS1');
    expect(firstFree(['AB'], new Set(['AB']))).toBeNull();
  });
});

describe('isInertSvg', () => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
  it('takes a plain SVG, with an XML declaration or a comment first, or self-closed', () => {
    expect(isInertSvg(Buffer.from(svg('<rect width="4" height="4"/>')))).toBe(true);
    expect(isInertSvg(Buffer.from(`<?xml version="1.0"?>\n<!-- logo -->\n${svg('')}\n`))).toBe(true);
    expect(isInertSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
  });

  it('refuses active content, other roots, unclosed documents and bytes that are not UTF-8', () => {
    expect(isInertSvg(Buffer.from(svg('<script>alert(1)</script>')))).toBe(false);
    expect(isInertSvg(Buffer.from(svg('<image href="x" onerror = "alert(1)"/>')))).toBe(false);
    expect(isInertSvg(Buffer.from(svg('<animate attributeName="href" to="javascript:alert(1)"/>')))).toBe(false);
    expect(isInertSvg(Buffer.from(`<!-- <svg> -->${'<p>not svg</p>'}`))).toBe(false);
    expect(isInertSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/>'))).toBe(false);
    expect(isInertSvg(Buffer.concat([Buffer.from('<svg>'), Buffer.from([0xff, 0xfe]), Buffer.from('</svg>')]))).toBe(
      false,
    );
  });
});
