const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A task's length for the offer popup: "1 hour 30 minutes", "45 minutes", "30 seconds".
 * Seconds are left out once the task lasts an hour or more; an end before the start reads as 0.
 */
export function formatDuration(startDate: string | Date, endDate: string | Date): string {
  const ms = new Date(endDate).getTime() - new Date(startDate).getTime();
  const total = Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, 'hour'));
  if (minutes > 0) parts.push(plural(minutes, 'minute'));
  if (hours === 0 && (seconds > 0 || parts.length === 0)) parts.push(plural(seconds, 'second'));
  return parts.join(' ');
}
