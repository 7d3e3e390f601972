import { CsvError, type Options, parse } from 'csv-parse/sync'

/**
 * Reads CSV text with csv-parse: RFC 4180 quoting, CRLF, LF or CR line ends (mixed in one file, as
 * hand-edited files are), a byte-order mark dropped. Records go to `each` one at a time, blank lines
 * included (as [''], so a caller's line numbers count them), and a throw from `each` stops the
 * reading there and comes out of readCsv, so that a caller can stop at its row limit. Ragged rows and
 * stray quotes are data, not errors: the caller reports per row.
 */
export function readCsv(text: string, each: (record: string[]) => void): void {
  let seen = 0
  const options = (from: number): Options => ({
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    from,
    on_record: (record: string[]) => {
      seen++
      each(record)
      return null
    },
  })
  try {
    parse(text, options(1))
  } catch (error) {
    if (!(error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')) throw error
    // A quote left open runs to the end of the text, as a spreadsheet reads it: closing it there
    // gives that last record; the records before it have been handed on already.
    parse(`${text}"`, options(seen + 1))
  }
}

/** A header cell as a key: "First name", "first_name" and "firstName" all read "firstname". */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}
