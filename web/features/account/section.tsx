import type { ReactNode } from 'react'

/** One titled part of the account page, reachable from the page's section links by its id. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`account-${id}`} className="fw-account-section" aria-labelledby={`account-${id}-title`}>
      <h2 id={`account-${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}
