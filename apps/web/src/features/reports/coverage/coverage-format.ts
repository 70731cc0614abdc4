const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A 0–1 rate as a percentage with at most one decimal: '33.3%', '50%'. */
export const formatRate = (rate: number) => PERCENT.format(rate);

/** Minutes as 'X h Y min', to the nearest minute; '—' when there is nothing to measure. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '\u2014';
  const total = Math.round(minutes);
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}
