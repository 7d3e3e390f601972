import { Lexer, lexer, type Token, type Tokens } from 'marked'

/**
 * Help articles (decision 051): content/help/{language}/*.md, a front matter of "key: value" lines and
 * Markdown read by marked (paragraphs, "- " and "1. " lists, **bold**) with the {email} and {phone}
 * placeholders. Everything else stays plain text, and React escapes all of it: no HTML reaches the page.
 */
export const HELP_CATEGORIES = ['account', 'trips', 'business', 'privacy', 'site'] as const
export type THelpCategory = (typeof HELP_CATEGORIES)[number]

export type THelpInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'placeholder'; name: 'email' | 'phone' }

export type THelpBlock =
  | { kind: 'paragraph'; inlines: THelpInline[] }
  | { kind: 'list'; ordered: boolean; items: THelpInline[][] }

export interface THelpArticle {
  id: string
  title: string
  category: THelpCategory
  order: number
  keywords: string[]
  blocks: THelpBlock[]
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/

export class HelpContentError extends Error {}

function frontMatter(source: string, file: string): [Record<string, string>, string] {
  const match = FRONT_MATTER.exec(source.replace(/\r\n/g, '\n'))
  if (!match) throw new HelpContentError(`${file}: no front matter`)
  const fields: Record<string, string> = {}
  for (const line of (match[1] as string).split('\n')) {
    if (!line.trim()) continue
    const at = line.indexOf(':')
    if (at < 1) throw new HelpContentError(`${file}: cannot read "${line}"`)
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return [fields, match[2] as string]
}

const PLACEHOLDER = /\{(email|phone)\}/g

/** Text with the {email} and {phone} placeholders split out; line breaks inside a paragraph are spaces. */
function withPlaceholders(text: string): THelpInline[] {
  const out: THelpInline[] = []
  const flat = text.replace(/\s*\n\s*/g, ' ')
  let last = 0
  for (const match of flat.matchAll(PLACEHOLDER)) {
    if (match.index > last) out.push({ kind: 'text', text: flat.slice(last, match.index) })
    out.push({ kind: 'placeholder', name: match[1] as 'email' | 'phone' })
    last = match.index + match[0].length
  }
  if (last < flat.length) out.push({ kind: 'text', text: flat.slice(last) })
  return out
}

/** The words of inline tokens, whatever their marks. */
function plain(tokens: readonly Token[]): string {
  return tokens
    .map((t) => ('tokens' in t && t.tokens ? plain(t.tokens) : 'text' in t ? String(t.text) : ''))
    .join('')
}

/** Neighbouring plain texts as one. */
function merged(inlines: THelpInline[]): THelpInline[] {
  const out: THelpInline[] = []
  for (const inline of inlines) {
    const last = out.at(-1)
    if (inline.kind === 'text' && last?.kind === 'text') last.text += inline.text
    else out.push(inline)
  }
  return out
}

function inlinesOf(tokens: readonly Token[]): THelpInline[] {
  return merged(pieces(tokens))
}

function pieces(tokens: readonly Token[]): THelpInline[] {
  return tokens.flatMap((t): THelpInline[] => {
    if (t.type === 'strong') return [{ kind: 'strong', text: plain(t.tokens ?? []) }]
    if (t.type === 'text' && 'tokens' in t && t.tokens) return pieces(t.tokens)
    return withPlaceholders('tokens' in t && t.tokens ? plain(t.tokens) : 'text' in t ? String(t.text) : '')
  })
}

/**
 * **bold** and the placeholders, read by marked's inline lexer (the parser of every content page, issue
 * 27 item 2); other marks keep their words as plain text.
 */
export function parseInlines(text: string): THelpInline[] {
  return inlinesOf(Lexer.lexInline(text))
}

/** Paragraphs and "- " or "1. " lists, read by marked's lexer; anything else is kept as a paragraph of its words. */
export function parseBlocks(body: string): THelpBlock[] {
  const blocks: THelpBlock[] = []
  for (const token of lexer(body.trim())) {
    if (token.type === 'space' || token.type === 'html') continue
    if (token.type === 'list') {
      const list = token as Tokens.List
      const items = list.items.map((item) => inlinesOf(item.tokens))
      blocks.push({ kind: 'list', ordered: list.ordered, items })
    } else {
      blocks.push({
        kind: 'paragraph',
        inlines: inlinesOf('tokens' in token && token.tokens ? token.tokens : []),
      })
    }
  }
  return blocks
}

export function parseHelpArticle(source: string, file: string): THelpArticle {
  const [fields, body] = frontMatter(source, file)
  const { id, title, category, order, keywords } = fields
  if (!id || !ID.test(id)) throw new HelpContentError(`${file}: id must be kebab-case`)
  if (!title) throw new HelpContentError(`${file}: no title`)
  if (!HELP_CATEGORIES.includes(category as THelpCategory))
    throw new HelpContentError(`${file}: category must be one of ${HELP_CATEGORIES.join(', ')}`)
  const n = Number(order)
  if (!Number.isInteger(n)) throw new HelpContentError(`${file}: order must be a whole number`)
  const blocks = parseBlocks(body)
  if (blocks.length === 0) throw new HelpContentError(`${file}: no text`)
  return {
    id,
    title,
    category: category as THelpCategory,
    order: n,
    keywords: (keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    blocks,
  }
}

export interface THelpContacts {
  email: string
  phone: string
}

function inlineText(inline: THelpInline, contacts: THelpContacts | undefined): string {
  if (inline.kind !== 'placeholder') return inline.text
  return contacts?.[inline.name] ?? ''
}

/** The article's body as the reader sees it, for search and snippets. */
export function articleText(article: THelpArticle, contacts: THelpContacts | undefined): string {
  const line = (inlines: THelpInline[]) => inlines.map((i) => inlineText(i, contacts)).join('')
  return article.blocks
    .map((b) => (b.kind === 'paragraph' ? line(b.inlines) : b.items.map(line).join(' ')))
    .join(' ')
}
