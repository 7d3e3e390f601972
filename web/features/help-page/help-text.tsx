import type { ReactNode } from 'react'
import { Markdown } from '../../ui/markdown.tsx'
import type { THelpArticle, THelpContacts } from './help-article.ts'
import { highlight } from './help-search.ts'

/** Text with the search's words marked. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed cut of one text
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  )
}

/** Digits and a leading plus, as a tel: link wants them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`
}

const PLACEHOLDER = /\{(email|phone)\}/g

/** A run of an article's text: the search's words marked, {email} and {phone} as links to the contacts. */
function Run({
  text,
  terms,
  contacts,
  fallback,
}: {
  text: string
  terms: readonly string[]
  contacts: THelpContacts | undefined
  fallback: string
}): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  const words = (to: number) => {
    if (to > last) parts.push(<Highlighted key={last} text={text.slice(last, to)} terms={terms} />)
  }
  for (const match of text.matchAll(PLACEHOLDER)) {
    words(match.index)
    const name = match[1] as 'email' | 'phone'
    const value = contacts?.[name]
    const href = name === 'email' ? `mailto:${value}` : telHref(value ?? '')
    parts.push(
      value ? (
        <a key={match.index} href={href} className="fw-help-contact-link">
          <Highlighted text={value} terms={terms} />
        </a>
      ) : (
        fallback
      ),
    )
    last = match.index + match[0].length
  }
  words(text.length)
  return <>{parts}</>
}

/** An article's body drawn by the site's Markdown renderer: React elements only, never HTML from the file. */
export function ArticleBody({
  article,
  terms,
  contacts,
  fallback,
}: {
  article: THelpArticle
  terms: readonly string[]
  contacts: THelpContacts | undefined
  /** Said in place of {email} or {phone} when the site has none configured. */
  fallback: string
}) {
  return (
    <Markdown
      source={article.body}
      boldOnly
      text={(run) => <Run text={run} terms={terms} contacts={contacts} fallback={fallback} />}
    />
  )
}
