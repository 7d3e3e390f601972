import { articleText, type THelpArticle, type THelpContacts } from './help-article.ts'

/** Client-side search of the help articles (decision 051). */
export const HELP_SEARCH = {
  /** The spec's search debounce (section 9). */
  debounceMs: 300,
  maxQueryLength: 200,
  maxTerms: 8,
  snippetBefore: 40,
  snippetAfter: 110,
} as const

const WEIGHT = { title: 5, keywords: 3, body: 1 } as const

/** A text folded for matching (NFKC, lower case), with where each folded unit came from. */
interface Folded {
  text: string
  /** Folded unit index → [start, end) in the original. */
  from: number[]
  to: number[]
}

function fold(original: string): Folded {
  let text = ''
  const from: number[] = []
  const to: number[] = []
  let index = 0
  for (const char of original) {
    const folded = char.normalize('NFKC').toLowerCase()
    for (let i = 0; i < folded.length; i += 1) {
      from.push(index)
      to.push(index + char.length)
    }
    text += folded
    index += char.length
  }
  return { text, from, to }
}

/** The query's words, folded; blanks and repeats dropped. */
export function searchTerms(query: string): string[] {
  const words = fold(query.slice(0, HELP_SEARCH.maxQueryLength)).text.split(/\s+/).filter(Boolean)
  return [...new Set(words)].slice(0, HELP_SEARCH.maxTerms)
}

export interface THelpMatch {
  article: THelpArticle
  score: number
  /** Plain text around the first match in the body, or the body's start. */
  snippet: string
}

function snippetOf(body: string, terms: string[]): string {
  const folded = fold(body)
  const hits = terms.map((t) => folded.text.indexOf(t)).filter((i) => i >= 0)
  if (hits.length === 0)
    return body.length > HELP_SEARCH.snippetAfter ? `${body.slice(0, HELP_SEARCH.snippetAfter)}…` : body
  const at = folded.from[Math.min(...hits)] as number
  const start = Math.max(0, at - HELP_SEARCH.snippetBefore)
  const end = Math.min(body.length, at + HELP_SEARCH.snippetAfter)
  // Cut at spaces so a word is not split (Korean has spaces between words too).
  const from = start === 0 ? 0 : body.indexOf(' ', start) + 1 || start
  const lastSpace = body.lastIndexOf(' ', end)
  const until = end === body.length || lastSpace <= at ? end : lastSpace
  return `${from > 0 ? '…' : ''}${body.slice(from, until)}${until < body.length ? '…' : ''}`
}

/** Articles holding every word of the query, best first (title, then keywords, then body). */
export function searchHelp(
  articles: readonly THelpArticle[],
  query: string,
  contacts: THelpContacts | undefined,
): THelpMatch[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return []
  const matches: THelpMatch[] = []
  for (const article of articles) {
    const body = articleText(article, contacts)
    const fields = {
      title: fold(article.title).text,
      keywords: fold(article.keywords.join(' ')).text,
      body: fold(body).text,
    }
    let score = 0
    let all = true
    for (const term of terms) {
      const found = (Object.keys(WEIGHT) as (keyof typeof WEIGHT)[]).filter((f) => fields[f].includes(term))
      if (found.length === 0) {
        all = false
        break
      }
      score += found.reduce((sum, f) => sum + WEIGHT[f], 0)
    }
    if (all) matches.push({ article, score, snippet: snippetOf(body, terms) })
  }
  return matches.sort((a, b) => b.score - a.score)
}

export interface THighlightPart {
  text: string
  match: boolean
}

/** The text cut into plain and matching parts (case and width folded), for <mark>. */
export function highlight(text: string, terms: readonly string[]): THighlightPart[] {
  if (terms.length === 0 || text === '') return [{ text, match: false }]
  const folded = fold(text)
  const marked = new Array<boolean>(text.length).fill(false)
  for (const term of terms) {
    let at = folded.text.indexOf(term)
    while (at >= 0) {
      const start = folded.from[at] as number
      const end = folded.to[at + term.length - 1] as number
      for (let i = start; i < end; i += 1) marked[i] = true
      at = folded.text.indexOf(term, at + term.length)
    }
  }
  const parts: THighlightPart[] = []
  for (let i = 0; i < text.length; i += 1) {
    const last = parts.at(-1)
    if (last && last.match === marked[i]) last.text += text[i]
    else parts.push({ text: text[i] as string, match: marked[i] as boolean })
  }
  return parts
}
