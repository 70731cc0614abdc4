import { COMPANY_CODE_MAX } from '@casecover/shared';

/** The name's words in upper-case ASCII letters and digits ("Médica Plus" → ["MEDICA", "PLUS"]). */
function wordsOf(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/**
 * Codes for a company name, best first: its initials (two or more words), the first letters of
 * its first word, of its words run together, then the first of these with a number at the end
 * (MS1, MS2 … ACM1 … AC10 …), always at most 4 characters. Every candidate starts with the
 * same character, so the taken ones can be read in one query.
 */
export function codeCandidates(name: string): string[] {
  const words = wordsOf(name);
  if (!words.length) words.push('CO');
  const first = words[0] ?? 'CO';
  const initials = words.length > 1 ? words.map((w) => w[0]).join('') : '';
  const bases = [initials, first, words.join('')]
    .map((b) => b.slice(0, COMPANY_CODE_MAX))
    .filter((b, i, all) => b.length > 0 && all.indexOf(b) === i);
  const base = bases[0] ?? first.slice(0, COMPANY_CODE_MAX);
  const numbered: string[] = [];
  for (let n = 1; n < 1000; n += 1) {
    const digits = String(n);
    numbered.push(base.slice(0, COMPANY_CODE_MAX - digits.length) + digits);
  }
  return [...bases, ...numbered].filter((c, i, all) => all.indexOf(c) === i);
}

/** The first candidate that is not taken (codes compared in upper case), or null. */
export function firstFree(candidates: readonly string[], taken: ReadonlySet<string>): string | null {
  return candidates.find((c) => !taken.has(c.toUpperCase())) ?? null;
}
