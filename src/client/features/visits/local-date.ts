/**
 * The calendar day on this device, as YYYY-MM-DD. `toISOString()` would give the UTC day,
 * which in Japan is yesterday until 9 a.m.: a visit recorded in the morning would be
 * dated the day before.
 */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
