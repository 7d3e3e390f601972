import { minorToDecimal } from '../../../shared/money/format-money.ts'

/**
 * CSV cells for the bookings export (RFC 4180). A text cell that a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe (OWASP's CSV
 * injection advice); numbers we format ourselves ("-12.50") are left as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** Minor units as a plain decimal in the currency's own digits: "123.45" USD, "1234500" KRW, "1.234" BHD. */
export function amount(minor: number | null, currency: string): string | null {
  return minor === null ? null : minorToDecimal(minor, currency)
}
