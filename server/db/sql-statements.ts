/**
 * Splits a migration file into statements. PGlite (through Kysely) sends each query with the
 * extended protocol, which takes one statement at a time, so the runner sends them one by one.
 * Semicolons inside quotes, quoted identifiers, dollar-quoted bodies and comments do not split.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = []
  let start = 0
  let i = 0
  const push = (end: number) => {
    const statement = text.slice(start, end).trim()
    if (stripComments(statement).trim() !== '') statements.push(statement)
  }
  while (i < text.length) {
    const char = text[i]
    const next = text[i + 1]
    if (char === "'" || char === '"') {
      i = skipQuoted(text, i, char)
    } else if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i)
      i = end === -1 ? text.length : end + 1
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      if (end === -1) throw new Error('unterminated /* comment in SQL')
      i = end + 2
    } else if (char === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i))?.[0]
      if (tag) {
        const end = text.indexOf(tag, i + tag.length)
        if (end === -1) throw new Error(`unterminated ${tag} quote in SQL`)
        i = end + tag.length
      } else {
        i++
      }
    } else if (char === ';') {
      push(i)
      start = i + 1
      i++
    } else {
      i++
    }
  }
  push(text.length)
  return statements
}

function skipQuoted(text: string, from: number, quote: string): number {
  let i = from + 1
  while (i < text.length) {
    if (text[i] === quote) {
      // A doubled quote is an escaped quote, not the end.
      if (text[i + 1] === quote) i += 2
      else return i + 1
    } else {
      i++
    }
  }
  throw new Error(`unterminated ${quote} quote in SQL`)
}

function stripComments(statement: string): string {
  return statement.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '')
}
