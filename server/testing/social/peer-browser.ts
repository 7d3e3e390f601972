import type { NaverPeer } from '../../dev-peers/naver-peer.ts'
import type { OidcPeer } from '../../dev-peers/oidc-peer.ts'

/** Who a test signs in as at a stand-in. */
export interface PeerSignIn {
  email: string
  name?: string
  sub?: string
}

/** Where the provider sent the browser back: a redirect, or (Apple) a page that posts a form. */
export type AuthorizationOutcome =
  | { kind: 'redirect'; url: URL }
  | { kind: 'form_post'; action: string; fields: Record<string, string> }

/** A browser's cookie jar for one origin, enough to walk a provider's pages without a browser. */
class PeerCookieJar {
  readonly cookies = new Map<string, string>()
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
  }
}

/** Walks the Google or Apple stand-in's pages for `who`, as a browser would, and returns where it sends them back. */
export async function authorizeAtOidcPeer(
  peer: OidcPeer,
  authorizationUrl: string,
  who: PeerSignIn,
): Promise<AuthorizationOutcome> {
  const base = peer.issuer
  const jar = new PeerCookieJar()
  const get = async (url: string) => {
    const res = await fetch(new URL(url, base), { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.take(res)
    return res
  }
  let res = await get(authorizationUrl)
  const interactionUrl = res.headers.get('location')
  if (!interactionUrl) throw new Error(`no interaction: ${res.status} ${await res.text()}`)
  res = await get(interactionUrl)
  const body = new URLSearchParams({ email: who.email, name: who.name ?? '', sub: who.sub ?? '' })
  res = await fetch(new URL(interactionUrl, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  jar.take(res)
  for (let hops = 0; hops < 5; hops++) {
    const next = res.headers.get('location')
    if (!next) break
    const url = new URL(next, base)
    if (url.origin !== new URL(base).origin) return { kind: 'redirect', url }
    res = await get(url.href)
  }
  const html = await res.text()
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`provider did not send the browser back: ${res.status} ${html.slice(0, 300)}`)
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields[m[1] as string] = (m[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  return { kind: 'form_post', action: action.replace(/&amp;/g, '&'), fields }
}

/** Walks the Naver stand-in's authorization page for `who` and returns the redirect back to the client. */
export async function authorizeAtNaverPeer(
  peer: NaverPeer,
  authorizationUrl: string,
  who: PeerSignIn,
): Promise<URL> {
  if (new URL(authorizationUrl).origin !== new URL(peer.base).origin)
    throw new Error(`not the naver stand-in's page: ${authorizationUrl}`)
  const page = await fetch(authorizationUrl, { redirect: 'manual' })
  if (page.status !== 200) throw new Error(`naver stand-in refused: ${page.status} ${await page.text()}`)
  const res = await fetch(authorizationUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: who.email, name: who.name ?? '', sub: who.sub ?? '' }),
  })
  const location = res.headers.get('location')
  if (!location) throw new Error(`naver stand-in did not redirect: ${res.status}`)
  return new URL(location)
}
