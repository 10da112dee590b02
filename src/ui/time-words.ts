// Times in words. The clock is always an argument so tests can fix "now".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A duration rounded down to its largest unit: "3 minutes", "2 hours", "1 day". */
export function durationWords(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < MINUTE) return plural(Math.max(1, Math.floor(abs / 1000)), 'second');
  if (abs < HOUR) return plural(Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return plural(Math.floor(abs / HOUR), 'hour');
  return plural(Math.floor(abs / DAY), 'day');
}

/** "just now", "3 minutes ago", "2 days ago"; "in 5 minutes" for a time still ahead. */
export function ageWords(iso: string, now: Date): string {
  const diff = now.getTime() - Date.parse(iso);
  if (Number.isNaN(diff)) return 'at an unknown time';
  if (Math.abs(diff) < 45_000) return 'just now';
  return diff > 0 ? `${durationWords(diff)} ago` : `in ${durationWords(diff)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "10:42" on the same day as `now`, else "3 Mar 10:42" (local time, 24-hour). */
export function clockWords(iso: string, now: Date): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return 'an unknown time';
  const hm = `${pad(t.getHours())}:${pad(t.getMinutes())}`;
  const sameDay = t.toDateString() === now.toDateString();
  if (sameDay) return hm;
  const month = t.toLocaleString('en', { month: 'short' });
  return `${t.getDate()} ${month} ${hm}`;
}
