import type { ReactNode } from 'react'
import type { THelpArticle, THelpContacts, THelpInline } from './help-article.ts'
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

function Inline({
  inline,
  terms,
  contacts,
  fallback,
}: {
  inline: THelpInline
  terms: readonly string[]
  contacts: THelpContacts | undefined
  fallback: string
}): ReactNode {
  if (inline.kind === 'text') return <Highlighted text={inline.text} terms={terms} />
  if (inline.kind === 'strong')
    return (
      <strong>
        <Highlighted text={inline.text} terms={terms} />
      </strong>
    )
  const value = contacts?.[inline.name]
  if (!value) return fallback
  const href = inline.name === 'email' ? `mailto:${value}` : telHref(value)
  return (
    <a href={href} className="fw-help-contact-link">
      <Highlighted text={value} terms={terms} />
    </a>
  )
}

/** An article's body from its parsed blocks: React elements only, never HTML from the file. */
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
  const line = (inlines: THelpInline[]) =>
    inlines.map((inline, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: inlines never reorder
      <Inline key={i} inline={inline} terms={terms} contacts={contacts} fallback={fallback} />
    ))
  return (
    <>
      {article.blocks.map((block, i) => {
        if (block.kind === 'paragraph') {
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
          return <p key={i}>{line(block.inlines)}</p>
        }
        const List = block.ordered ? 'ol' : 'ul'
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
          <List key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
              <li key={j}>{line(item)}</li>
            ))}
          </List>
        )
      })}
    </>
  )
}
