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

/** A message read once: literal text and the arguments between it. */
type Part =
  | string
  | { kind: 'pound' }
  | { kind: 'arg' | 'number'; name: string }
  | { kind: 'particle'; name: string; particle: string }
  | { kind: 'plural' | 'select'; name: string; options: Map<string, string> }

// Regular expressions are fine here: each message is parsed once (partsOf).
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

/** One argument, from after its opening brace to after its closing one. */
function readArgument(ctx: Ctx): Part {
  const message = ctx.text
  skipSpace(ctx)
  const name = readName(ctx)
  skipSpace(ctx)
  if (message[ctx.pos] === '}') {
    ctx.pos++
    return { kind: 'arg', name }
  }
  ctx.pos++ // the comma
  skipSpace(ctx)
  const kind = readName(ctx)
  skipSpace(ctx)
  if (kind === 'number') {
    if (message[ctx.pos] !== '}') throw new Error('ICU: number styles are not supported')
    ctx.pos++
    return { kind: 'number', name }
  }
  if (message[ctx.pos] === ',') ctx.pos++
  if (kind === 'particle') {
    const end = message.indexOf('}', ctx.pos)
    if (end === -1) throw new Error('ICU: unbalanced braces')
    const particle = message.slice(ctx.pos, end).trim()
    ctx.pos = end + 1
    return { kind: 'particle', name, particle }
  }
  const options = readOptions(ctx)
  ctx.pos++ // closing brace
  if (kind !== 'plural' && kind !== 'select') throw new Error(`ICU: unsupported argument type ${kind}`)
  return { kind, name, options }
}

function parse(message: string): Part[] {
  const ctx: Ctx = { text: message, pos: 0 }
  const parts: Part[] = []
  let text = ''
  const flush = () => {
    if (text) parts.push(text)
    text = ''
  }
  while (ctx.pos < message.length) {
    const ch = message[ctx.pos] as string
    const next = message[ctx.pos + 1]
    if (ch === "'" && next === "'") {
      text += "'"
      ctx.pos += 2
    } else if (ch === "'" && (next === '{' || next === '}' || next === '#')) {
      const end = message.indexOf("'", ctx.pos + 1)
      text += message.slice(ctx.pos + 1, end === -1 ? message.length : end)
      ctx.pos = end === -1 ? message.length : end + 1
    } else if (ch === '#') {
      flush()
      parts.push({ kind: 'pound' })
      ctx.pos++
    } else if (ch === '{') {
      flush()
      ctx.pos++
      parts.push(readArgument(ctx))
    } else {
      text += ch
      ctx.pos++
    }
  }
  flush()
  return parts
}

// Each message is read once: a results page formats a few hundred at each filter press. The catalogues
// are finite; the bound only keeps made-up messages (tests) from growing it without end.
const parsed = new Map<string, Part[]>()
function partsOf(message: string): Part[] {
  let parts = parsed.get(message)
  if (!parts) {
    if (parsed.size > 5000) parsed.clear()
    parts = parse(message)
    parsed.set(message, parts)
  }
  return parts
}

function formatPart(part: Part, values: Values, locale: string, pound: string | null): string {
  if (typeof part === 'string') return part
  switch (part.kind) {
    case 'pound':
      return pound ?? '#'
    case 'arg':
      return String(values[part.name] ?? '')
    case 'number':
      return numbers(locale).format(Number(values[part.name]))
    case 'particle':
      return withParticle(String(values[part.name] ?? ''), part.particle)
    case 'plural': {
      const n = Number(values[part.name])
      const { options } = part
      const chosen =
        options.get(`=${n}`) ?? options.get(plurals(locale).select(n)) ?? options.get('other') ?? ''
      return format(chosen, values, locale, numbers(locale).format(n))
    }
    case 'select': {
      const { options } = part
      const chosen = options.get(String(values[part.name])) ?? options.get('other') ?? ''
      return format(chosen, values, locale, pound)
    }
  }
}

function format(message: string, values: Values, locale: string, pound: string | null): string {
  let out = ''
  for (const part of partsOf(message)) out += formatPart(part, values, locale, pound)
  return out
}

export function formatIcu(message: string, values: Values, locale: string): string {
  return format(message, values, locale, null)
}
