/** An event's days as the reader's locale writes them (days have no time zone: read as UTC). */
export function eventDays(start: string, end: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
  return start === end ? format.format(day(start)) : format.formatRange(day(start), day(end))
}

export const personName = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email
