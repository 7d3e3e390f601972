import { markdownText } from '../../ui/markdown.tsx'

/**
 * Help articles (decision 051): content/help/{language}/*.md, a front matter of "key: value" lines and
 * Markdown drawn by the site's one Markdown renderer in its bold-only subset (paragraphs, "- " and "1. "
 * lists, **bold**, web/ui/markdown.tsx) with the {email} and {phone} placeholders. Everything else stays
 * plain text, and React escapes all of it: no HTML reaches the page.
 */
export const HELP_CATEGORIES = ['account', 'trips', 'business', 'privacy', 'site'] as const
export type THelpCategory = (typeof HELP_CATEGORIES)[number]

export interface THelpArticle {
  id: string
  title: string
  category: THelpCategory
  order: number
  keywords: string[]
  /** The article's Markdown. */
  body: string
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

export function parseHelpArticle(source: string, file: string): THelpArticle {
  const [fields, body] = frontMatter(source, file)
  const { id, title, category, order, keywords } = fields
  if (!id || !ID.test(id)) throw new HelpContentError(`${file}: id must be kebab-case`)
  if (!title) throw new HelpContentError(`${file}: no title`)
  if (!HELP_CATEGORIES.includes(category as THelpCategory))
    throw new HelpContentError(`${file}: category must be one of ${HELP_CATEGORIES.join(', ')}`)
  const n = Number(order)
  if (!Number.isInteger(n)) throw new HelpContentError(`${file}: order must be a whole number`)
  if (markdownText(body).trim() === '') throw new HelpContentError(`${file}: no text`)
  return {
    id,
    title,
    category: category as THelpCategory,
    order: n,
    keywords: (keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    body: body.trim(),
  }
}

export interface THelpContacts {
  email: string
  phone: string
}

/** The article's body as the reader sees it, for search and snippets. */
export function articleText(article: THelpArticle, contacts: THelpContacts | undefined): string {
  return markdownText(article.body, { email: contacts?.email ?? '', phone: contacts?.phone ?? '' })
}
