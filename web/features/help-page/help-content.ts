import type { TLanguage } from '../../../shared/sites.ts'
import { HELP_CATEGORIES, parseHelpArticle, type THelpArticle } from './help-article.ts'

// The articles come with the page's chunk (lazy site area), so the server renders them for search engines
// and the browser searches them without a call (decision 051).
const FILES = import.meta.glob<string>('../../../content/help/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

function byLanguage(): Map<string, THelpArticle[]> {
  const out = new Map<string, THelpArticle[]>()
  for (const [file, source] of Object.entries(FILES)) {
    const language = file.split('/').at(-2) as string
    const list = out.get(language) ?? []
    list.push(parseHelpArticle(source, file))
    out.set(language, list)
  }
  const rank = (a: THelpArticle) => HELP_CATEGORIES.indexOf(a.category) * 1000 + a.order
  for (const list of out.values()) list.sort((a, b) => rank(a) - rank(b))
  return out
}

const ARTICLES = byLanguage()

/** The language's articles in reading order (by category, then order); English when it has none. */
export function helpArticles(language: TLanguage | string): THelpArticle[] {
  return ARTICLES.get(language) ?? ARTICLES.get('en') ?? []
}

export function helpLanguages(): string[] {
  return [...ARTICLES.keys()].sort()
}
