/**
 * A small ICU MessageFormat subset: {name}, {n, number}, {n, plural, =0 {…} one {…} other {…}} with #,
 * {x, select, a {…} other {…}}, '{' quoting, and {name, particle, 으로}: the value followed by the Korean
 * particle in the form its last sound asks for (서울로, 부산으로; shared/i18n/korean-particles.ts). It
 * replaces intl-messageformat in the browser bundle (about 15 KB gzip) to keep initial JavaScript within
 * budget; see docs/decisions/005-i18n.md.
 */
type Values = Record<string, unknown>

type ParticleChooser = (word: string, particle: string) => string
/**
 * The particle chooser, given when Korean messages load (create-i18n.ts): only Korean messages use
 * particles, so English pages do not carry it in their first download. Until then, the particle as written.
 */
let withParticle: ParticleChooser = (word, particle) => `${word}${particle}`

// Made once per locale: building an Intl formatter costs more than a whole message (a results page
// formats a few hundred counts at each filter press).
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>()
  return (locale) => {
    const known = made.get(locale)
    if (known !== undefined) return known
    const fresh = make(locale)
    made.set(locale, fresh)
    return fresh
  }
}
const numbers = perLocale((locale) => new Intl.NumberFormat(locale))
const plurals = perLocale((locale) => new Intl.PluralRules(locale))

export function setParticleChooser(chooser: ParticleChooser): void {
  withParticle = chooser
}

interface Ctx {
  text: string
  pos: number
}

function readName(ctx: Ctx): string {
  const start = ctx.pos
  while (ctx.pos < ctx.text.length && !/[,}\s]/.test(ctx.text[ctx.pos] as string)) ctx.pos++
  return ctx.text.slice(start, ctx.pos)
}

function skipSpace(ctx: Ctx) {
  while (/\s/.test(ctx.text[ctx.pos] ?? '')) ctx.pos++
}

/** Reads options "key {message} key {message}" up to the closing brace of the argument. */
function readOptions(ctx: Ctx): Map<string, string> {
  const options = new Map<string, string>()
  for (;;) {
    skipSpace(ctx)
    if (ctx.text[ctx.pos] === '}' || ctx.pos >= ctx.text.length) break
    const key = readName(ctx)
    skipSpace(ctx)
    if (ctx.text[ctx.pos] !== '{') throw new Error(`ICU: expected { after ${key}`)
    let depth = 0
    const start = ctx.pos + 1
    do {
      const ch = ctx.text[ctx.pos]
      if (ch === '{') depth++
      else if (ch === '}') depth--
      ctx.pos++
    } while (depth > 0 && ctx.pos < ctx.text.length)
    if (depth !== 0) throw new Error('ICU: unbalanced braces')
    options.set(key, ctx.text.slice(start, ctx.pos - 1))
  }
  return options
}

function format(message: string, values: Values, locale: string, pound: string | null): string {
  const ctx: Ctx = { text: message, pos: 0 }
  let out = ''
  while (ctx.pos < message.length) {
    const ch = message[ctx.pos] as string
    if (ch === "'" && message[ctx.pos + 1] === "'") {
      out += "'"
      ctx.pos += 2
    } else if (
      ch === "'" &&
      (message[ctx.pos + 1] === '{' || message[ctx.pos + 1] === '}' || message[ctx.pos + 1] === '#')
    ) {
      const end = message.indexOf("'", ctx.pos + 1)
      out += message.slice(ctx.pos + 1, end === -1 ? message.length : end)
      ctx.pos = end === -1 ? message.length : end + 1
    } else if (ch === '#' && pound !== null) {
      out += pound
      ctx.pos++
    } else if (ch === '{') {
      ctx.pos++
      skipSpace(ctx)
      const name = readName(ctx)
      skipSpace(ctx)
      const value = values[name]
      if (message[ctx.pos] === '}') {
        ctx.pos++
        out += value === undefined || value === null ? '' : String(value)
        continue
      }
      ctx.pos++ // the comma
      skipSpace(ctx)
      const kind = readName(ctx)
      skipSpace(ctx)
      if (kind === 'number') {
        if (message[ctx.pos] !== '}') throw new Error('ICU: number styles are not supported')
        ctx.pos++
        out += numbers(locale).format(Number(value))
        continue
      }
      if (message[ctx.pos] === ',') ctx.pos++
      if (kind === 'particle') {
        const end = message.indexOf('}', ctx.pos)
        if (end === -1) throw new Error('ICU: unbalanced braces')
        out += withParticle(
          value === undefined || value === null ? '' : String(value),
          message.slice(ctx.pos, end).trim(),
        )
        ctx.pos = end + 1
        continue
      }
      const options = readOptions(ctx)
      ctx.pos++ // closing brace
      if (kind === 'plural') {
        const n = Number(value)
        const chosen =
          options.get(`=${n}`) ?? options.get(plurals(locale).select(n)) ?? options.get('other') ?? ''
        out += format(chosen, values, locale, numbers(locale).format(n))
      } else if (kind === 'select') {
        out += format(options.get(String(value)) ?? options.get('other') ?? '', values, locale, pound)
      } else {
        throw new Error(`ICU: unsupported argument type ${kind}`)
      }
    } else {
      out += ch
      ctx.pos++
    }
  }
  return out
}

export function formatIcu(message: string, values: Values, locale: string): string {
  return format(message, values, locale, null)
}
