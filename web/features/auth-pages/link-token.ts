import { useEffect, useRef, useState } from 'react'

/** The secret of an e-mailed link, carried in the fragment (#token=...) so it never reaches a server log. */
export function readLinkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null
}

interface LocationLike {
  pathname: string
  search: string
  hash: string
}
interface HistoryLike {
  state: unknown
  replaceState(data: unknown, unused: string, url: string): void
}

/** The mark the confirmation page leaves in the address when it reloads itself signed in. */
export const CONFIRMED_MARK = 'confirmed'

export interface TLinkFragment {
  token: string | null
  /** The page was reloaded after its link confirmed the account (confirm-page.tsx). */
  confirmed: boolean
}

/**
 * Takes the fragment out of the address at once: the token must not stay in the history, be
 * bookmarked, be shared with the address or be sent on by a later link.
 */
export function takeLinkFragment(location: LocationLike, history: HistoryLike): TLinkFragment {
  const confirmed = new URLSearchParams(location.hash.replace(/^#/, '')).has(CONFIRMED_MARK)
  const token = readLinkToken(location.hash)
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  return { token, confirmed }
}

export const takeLinkToken = (location: LocationLike, history: HistoryLike): string | null =>
  takeLinkFragment(location, history).token

/**
 * The link's fragment: undefined until read (the server cannot see a fragment, so the first render is
 * the same on both sides).
 */
export function useLinkFragment(): TLinkFragment | undefined {
  const [fragment, setFragment] = useState<TLinkFragment | undefined>(undefined)
  // Read once: the address no longer holds it after the first read.
  const taken = useRef(false)
  useEffect(() => {
    if (taken.current) return
    taken.current = true
    setFragment(takeLinkFragment(window.location, window.history))
  }, [])
  return fragment
}

/** The link's token: undefined until read, then the token or null. */
export function useLinkToken(): string | null | undefined {
  const fragment = useLinkFragment()
  return fragment?.token
}
