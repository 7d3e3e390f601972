/**
 * Help articles (decision 051): content/help/{language}/*.md, a front matter of "key: value" lines and a
 * markdown subset of our own: paragraphs, "- " and "1. " lists, **bold**, and the {email} and {phone}
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

/** **bold** and the placeholders; an unclosed ** stays as written. */
export function parseInlines(text: string): THelpInline[] {
  const out: THelpInline[] = []
  const pattern = /\*\*(.+?)\*\*|\{(email|phone)\}/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined) out.push({ kind: 'strong', text: match[1] })
    else out.push({ kind: 'placeholder', name: match[2] as 'email' | 'phone' })
    last = match.index + match[0].length
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) })
  return out
}

const BULLET = /^- (.*)$/
const NUMBERED = /^\d{1,2}\. (.*)$/

export function parseBlocks(body: string): THelpBlock[] {
  const blocks: THelpBlock[] = []
  for (const chunk of body
    .trim()
    .split(/\n\s*\n/)
    .filter((c) => c.trim())) {
    const lines = chunk.split('\n').map((l) => l.trim())
    const ordered = lines.every((l) => NUMBERED.test(l))
    if (ordered || lines.every((l) => BULLET.test(l))) {
      const items = lines.map((l) =>
        parseInlines(((ordered ? NUMBERED : BULLET).exec(l) as RegExpExecArray)[1] as string),
      )
      blocks.push({ kind: 'list', ordered, items })
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(lines.join(' ')) })
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
