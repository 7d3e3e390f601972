/**
 * An RFC 4180 reader: comma-separated, double-quoted fields with "" for a quote, CRLF or LF line ends,
 * an optional byte-order mark. It never throws: an unterminated quote runs to the end of the text.
 * Records come one at a time, so that a caller can stop at its row limit without reading the rest.
 */
export function* readCsv(text: string): Generator<string[]> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const n = text.length
  while (i < n) {
    const record: string[] = []
    let field = ''
    let ended = false
    while (!ended) {
      if (i >= n) {
        record.push(field)
        break
      }
      const ch = text[i]
      if (ch === '"' && field === '') {
        // A quoted field: read to the closing quote.
        i++
        while (i < n) {
          if (text[i] === '"') {
            if (text[i + 1] === '"') {
              field += '"'
              i += 2
              continue
            }
            i++
            break
          }
          field += text[i]
          i++
        }
        continue
      }
      if (ch === ',') {
        record.push(field)
        field = ''
        i++
      } else if (ch === '\r' || ch === '\n') {
        record.push(field)
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
        ended = true
      } else {
        field += ch
        i++
      }
    }
    yield record
  }
}

/** A header cell as a key: "First name", "first_name" and "firstName" all read "firstname". */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}
