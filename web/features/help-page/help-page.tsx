import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { revealTarget } from '../../ui/scroll-to.ts'
import { HelpAccordion, questionId } from './help-accordion.tsx'
import { HELP_CATEGORIES, type THelpArticle } from './help-article.ts'
import { helpArticles } from './help-content.ts'
import { HELP_SEARCH, searchHelp, searchTerms } from './help-search.ts'
import { ArticleBody, telHref } from './help-text.tsx'
import './help-page.css'

/**
 * /help: the help articles of the site's language as an FAQ, searched in the page (decision 051). The
 * query lives in ?q= so a search works without JavaScript and a result list can be linked to.
 */
export function HelpPage() {
  const { t, language } = useTranslation()
  const { support } = useGlobalState()
  const articles = helpArticles(language)
  const [params, setParams] = useSearchParams()
  const urlQuery = (params.get('q') ?? '').slice(0, HELP_SEARCH.maxQueryLength)
  const [input, setInput] = useState(urlQuery)
  const [query, setQuery] = useState(urlQuery)
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const inputRef = useRef<HTMLInputElement>(null)

  // Typing searches after the spec's debounce; the URL follows without adding history entries.
  useEffect(() => {
    if (input === query) return
    const timer = setTimeout(() => apply(input), HELP_SEARCH.debounceMs)
    return () => clearTimeout(timer)
  })

  // /help#help-{id} opens that answer (links from elsewhere on the site, or shared by support).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const article = articles.find((a) => questionId(a.id) === id)
    if (!article) return
    setOpen((current) => new Set(current).add(article.id))
    const target = document.getElementById(id)
    if (target) revealTarget(target)
  }, [articles])

  function apply(next: string) {
    setQuery(next)
    setParams(
      (current) => {
        const out = new URLSearchParams(current)
        if (next.trim()) out.set('q', next)
        else out.delete('q')
        return out
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const terms = useMemo(() => searchTerms(query), [query])
  const matches = useMemo(() => searchHelp(articles, query, support), [articles, query, support])
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const answer = (article: THelpArticle) => (
    <ArticleBody
      article={article}
      terms={terms}
      contacts={support}
      fallback={t('helpPage.contact.fallback')}
    />
  )
  const searching = terms.length > 0

  return (
    <PageFrame pageId="help">
      <search className="fw-help-search" aria-label={t('helpPage.search.label')}>
        <form
          action="/help"
          method="get"
          onSubmit={(event) => {
            event.preventDefault()
            apply(input)
          }}
        >
          <label htmlFor="fw-help-q">{t('helpPage.search.label')}</label>
          <div className="fw-help-search-row">
            <input
              ref={inputRef}
              id="fw-help-q"
              name="q"
              type="search"
              autoComplete="off"
              maxLength={HELP_SEARCH.maxQueryLength}
              aria-describedby="fw-help-q-hint"
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
            <Button type="submit">{t('helpPage.search.submit')}</Button>
          </div>
          <p id="fw-help-q-hint" className="fw-help-hint">
            {t('helpPage.search.hint')}
          </p>
        </form>
      </search>
      <p role="status" className="fw-help-status">
        {searching && matches.length > 0 ? t('helpPage.results.count', { count: matches.length, query }) : ''}
      </p>
      {searching ? (
        <section aria-labelledby="fw-help-results" className="fw-help-section">
          <h2 id="fw-help-results">{t('helpPage.results.title')}</h2>
          {matches.length === 0 ? (
            <div className="fw-help-empty">
              <p>{t('helpPage.results.empty', { query })}</p>
              <p>{t('helpPage.results.emptyHint')}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setInput('')
                  apply('')
                  inputRef.current?.focus()
                }}
              >
                {t('helpPage.search.clear')}
              </Button>
            </div>
          ) : (
            <HelpAccordion
              entries={matches.map((m) => ({ article: m.article, snippet: m.snippet }))}
              open={open}
              onToggle={toggle}
              terms={terms}
              renderAnswer={answer}
            />
          )}
        </section>
      ) : (
        HELP_CATEGORIES.map((category) => {
          const entries = articles.filter((a) => a.category === category).map((article) => ({ article }))
          if (entries.length === 0) return null
          return (
            <section key={category} aria-labelledby={`fw-help-${category}`} className="fw-help-section">
              <h2 id={`fw-help-${category}`}>{t(`helpPage.categories.${category}`)}</h2>
              <HelpAccordion
                entries={entries}
                open={open}
                onToggle={toggle}
                terms={[]}
                renderAnswer={answer}
              />
            </section>
          )
        })
      )}
      <section aria-labelledby="fw-help-contact" className="fw-help-section fw-help-contact">
        <h2 id="fw-help-contact">{t('helpPage.contact.title')}</h2>
        <p>{t('helpPage.contact.about')}</p>
        {support ? (
          <ul>
            <li>
              {t('helpPage.contact.email')} <a href={`mailto:${support.email}`}>{support.email}</a>
            </li>
            <li>
              {t('helpPage.contact.phone')} <a href={telHref(support.phone)}>{support.phone}</a>
            </li>
          </ul>
        ) : null}
      </section>
    </PageFrame>
  )
}
