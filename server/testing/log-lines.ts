import { Writable } from 'node:stream'

/** A stream for a test's logger that keeps every chunk written to it (a line of JSON each), in order. */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}
