import type { ReactNode } from 'react'

/** A results page (flights, stays, trains, cars): the search box above, then the heading and the rest. */
export function ResultsArticle({ box, children }: { box: ReactNode; children: ReactNode }) {
  return (
    <article className="fw-page fw-catalogue fw-results-page" aria-labelledby="fw-page-title">
      {box}
      {children}
    </article>
  )
}

/**
 * A vertical's heading and, for a search, the line under it (its parts joined by a middle dot); an
 * address that is no search says so, in the page's words.
 */
export function ResultsHeading({
  title,
  about,
  notASearch,
}: {
  title: string
  /** Null when the address is no search. */
  about: readonly (string | null)[] | null
  notASearch: string
}) {
  return (
    <>
      <h1 id="fw-page-title">{title}</h1>
      {about ? (
        <p className="fw-page-about">{about.filter((part) => part !== null).join(' · ')}</p>
      ) : (
        <p role="alert" className="fw-results-problem">
          {notASearch}
        </p>
      )}
    </>
  )
}
