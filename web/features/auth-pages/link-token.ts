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

/**
 * Takes the token out of the address at once: it must not stay in the history, be bookmarked, be
 * shared with the address or be sent on by a later link.
 */
export function takeLinkToken(location: LocationLike, history: HistoryLike): string | null {
  const token = readLinkToken(location.hash)
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  return token
}

/**
 * The link's token: undefined until read (the server cannot see a fragment, so the first render is
 * the same on both sides), then the token or null.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  // Read once: the address no longer holds it after the first read.
  const taken = useRef(false)
  useEffect(() => {
    if (taken.current) return
    taken.current = true
    setToken(takeLinkToken(window.location, window.history))
  }, [])
  return token
}
