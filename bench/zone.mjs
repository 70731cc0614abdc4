// Wall-clock dates in a time zone, for bench bodies that send whole local days.

/** Year, month (1-12), day, hour, minute, second of `date` on the wall clock of `timeZone`. */
export function wallClock(date, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant of local midnight on year-month-day (month 1-12, may overflow) in `timeZone`. */
export function localMidnight(year, month, day, timeZone) {
  const guess = Date.UTC(year, month - 1, day);
  const offsetAt = (t) => {
    const w = wallClock(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - t;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/**
 * The last `days` days up to today on the wall clock of `timeZone`, as a report sends them: from
 * the first day's local midnight to the last millisecond of today.
 */
export function lastDays(days, timeZone, now = new Date()) {
  const { year, month, day } = wallClock(now, timeZone);
  return {
    startDate: localMidnight(year, month, day - days + 1, timeZone).toISOString(),
    endDate: new Date(localMidnight(year, month, day + 1, timeZone).getTime() - 1).toISOString(),
    timeZone,
  };
}
