import type { KeyboardEvent, ReactNode } from 'react'
import type { THelpArticle } from './help-article.ts'
import { Highlighted } from './help-text.tsx'

export interface TAccordionEntry {
  article: THelpArticle
  /** Shown under a closed question (search results). */
  snippet?: string
}

/** The id of an article's question button; /help#{article id} opens it. */
export const questionId = (articleId: string) => `help-${articleId}`
const panelId = (articleId: string) => `help-${articleId}-answer`

const KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End']

/** Up and Down move between the questions of one accordion, Home and End to its ends (APG accordion). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!KEYS.includes(event.key)) return
  const target = event.target as HTMLElement
  if (!target.classList.contains('fw-accordion-trigger')) return
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.fw-accordion-trigger')]
  const at = triggers.indexOf(target as HTMLButtonElement)
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? triggers.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + triggers.length) % triggers.length
  event.preventDefault()
  triggers[next]?.focus()
}

/**
 * The FAQ as a disclosure list (WAI-ARIA accordion): each question a button in a heading with
 * aria-expanded and aria-controls. Panels carry no region role: with this many of them, landmarks would
 * crowd the page (the APG's advice). Closed answers stay in the markup, hidden, for search engines.
 */
export function HelpAccordion({
  entries,
  open,
  onToggle,
  terms,
  renderAnswer,
}: {
  entries: TAccordionEntry[]
  open: ReadonlySet<string>
  onToggle: (articleId: string) => void
  terms: readonly string[]
  renderAnswer: (article: THelpArticle) => ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys reach it from the question buttons inside
    <div className="fw-accordion" onKeyDown={moveFocus}>
      {entries.map(({ article, snippet }) => {
        const expanded = open.has(article.id)
        return (
          <div key={article.id} className="fw-accordion-item">
            <h3 className="fw-accordion-heading">
              <button
                type="button"
                id={questionId(article.id)}
                className="fw-accordion-trigger"
                aria-expanded={expanded}
                aria-controls={panelId(article.id)}
                onClick={() => onToggle(article.id)}
              >
                {/* One box for the title: the button lays out its children as flex items. */}
                <span>
                  <Highlighted text={article.title} terms={terms} />
                </span>
              </button>
            </h3>
            {snippet && !expanded ? (
              <p className="fw-help-snippet">
                <Highlighted text={snippet} terms={terms} />
              </p>
            ) : null}
            <div id={panelId(article.id)} className="fw-accordion-panel" hidden={!expanded}>
              {renderAnswer(article)}
            </div>
          </div>
        )
      })}
    </div>
  )
}
