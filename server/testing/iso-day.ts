/** The calendar day (UTC, yyyy-mm-dd) `days` after `from`: a time, or a day as yyyy-mm-dd; now by default. */
export function isoDayIn(days: number, from: Date | string = new Date()): string {
  const start = typeof from === 'string' ? Date.parse(from) : from.getTime()
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10)
}
