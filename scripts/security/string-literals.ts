/** A string literal of a source file: where it starts (its quote) and its text as written. */
export interface StringLiteral {
  start: number
  quote: "'" | '"' | '`'
  /** Between the quotes, escapes and `${…}` kept as written. */
  raw: string
}

const REGEX_BEFORE = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
])

/**
 * The string literals of a TypeScript file, comments and regular expressions skipped. A small lexer is
 * enough: test files are formatted code, and a slip shows up as a tag not found (the check then fails).
 */
export function stringLiterals(source: string): StringLiteral[] {
  const found: StringLiteral[] = []
  let i = 0
  let lastSignificant = ''

  function readQuoted(quote: "'" | '"'): void {
    const start = i
    i++
    while (i < source.length && source[i] !== quote && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1
    found.push({ start, quote, raw: source.slice(start + 1, i) })
    i++
  }

  function readTemplate(): void {
    const start = i
    i++
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') i += 2
      else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2
        readCode('}')
      } else i++
    }
    found.push({ start, quote: '`', raw: source.slice(start + 1, i) })
    i++
  }

  function readRegex(): void {
    i++
    let inClass = false
    while (i < source.length && source[i] !== '\n') {
      const c = source[i]
      if (c === '\\') i += 2
      else {
        if (c === '[') inClass = true
        else if (c === ']') inClass = false
        else if (c === '/' && !inClass) break
        i++
      }
    }
    i++
  }

  /** Code up to the closing brace of a template's `${` (or the end of the file). */
  function readCode(until: '}' | null): void {
    let depth = 0
    while (i < source.length) {
      const c = source[i] as string
      if (c === '/' && source[i + 1] === '/') {
        while (i < source.length && source[i] !== '\n') i++
      } else if (c === '/' && source[i + 1] === '*') {
        const end = source.indexOf('*/', i + 2)
        i = end < 0 ? source.length : end + 2
      } else if (c === "'" || c === '"') {
        readQuoted(c)
        lastSignificant = 'x'
      } else if (c === '`') {
        readTemplate()
        lastSignificant = 'x'
      } else if (c === '/') {
        const word = /(?:return|typeof|case|of|in)$/.test(source.slice(Math.max(0, i - 7), i).trimEnd())
        if (REGEX_BEFORE.has(lastSignificant) || word) readRegex()
        else i++
        lastSignificant = 'x'
      } else {
        if (c === '{') depth++
        if (c === '}') {
          if (depth === 0 && until === '}') {
            i++
            return
          }
          depth--
        }
        if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? 'x' : c
        i++
      }
    }
  }

  readCode(null)
  return found
}

/** The index of the `(` that opens the call whose `)` is at `close`, or -1. Strings are not expected here. */
function openingParen(source: string, close: number): number {
  let depth = 0
  for (let j = close; j >= 0; j--) {
    if (source[j] === ')') depth++
    else if (source[j] === '(' && --depth === 0) return j
  }
  return -1
}

/**
 * Whether the literal at `start` is the name given to `it`, `test`, `describe` or `suite`: the first
 * argument of `it(…)`, `it.concurrent(…)`, `describe.each(…)(…)`, `it.skipIf(…)(…)` and the like.
 */
export function isTestName(source: string, start: number): boolean {
  let j = start - 1
  while (j >= 0 && /\s/.test(source[j] as string)) j--
  if (source[j] !== '(') return false
  j--
  // A call on the result of another call: `describe.each(cases)(` or `it.skipIf(cond)(`.
  if (source[j] === ')') {
    const open = openingParen(source, j)
    if (open < 0) return false
    j = open - 1
  }
  const before = source.slice(Math.max(0, j - 80), j + 1)
  return /(?:^|[^\w$.])(?:it|test|describe|suite)(?:\.\w+)*$/.test(before)
}
