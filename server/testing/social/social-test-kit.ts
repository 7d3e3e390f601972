import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { SOCIAL_POPUP_MESSAGE, socialPopupPaths } from '../../../shared/social/social-contract.ts'
import type { SocialPeers } from '../../dev-peers/social-peers.ts'
import type { TestBrowser } from '../auth/auth-test-kit.ts'
import { authorizeAtNaverPeer, authorizeAtOidcPeer } from './peer-browser.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

/** The JSON a popup page hands its opener. */
export function popupResult(res: LightMyRequestResponse): Record<string, string> {
  const json = /<script type="application\/json" id="fw-popup">(.*?)<\/script>/.exec(res.body)?.[1]
  if (!json) throw new Error(`not a popup page: ${res.statusCode} ${res.body.slice(0, 200)}`)
  const result = JSON.parse(json) as Record<string, string>
  if (result.type !== SOCIAL_POPUP_MESSAGE) throw new Error('not a popup message')
  return result
}

/** Where our redirect route sends the popup. */
export async function startPopup(
  app: FastifyInstance,
  browser: TestBrowser,
  provider: 'google' | 'naver' | 'apple',
  loginHint?: string,
) {
  const url = `${socialPopupPaths(provider).redirect}${loginHint ? `?loginHint=${encodeURIComponent(loginHint)}` : ''}`
  const res = await app.inject({ url, remoteAddress: browser.ip, headers: { cookie: browser.cookie } })
  const location = res.headers.location
  if (res.statusCode !== 302 || typeof location !== 'string')
    throw new Error(`no redirect: ${res.statusCode} ${res.body}`)
  return new URL(location)
}

/** Follows the provider's return into our callback, as the popup's browser would. */
export async function returnToCallback(app: FastifyInstance, browser: TestBrowser, back: URL) {
  return app.inject({
    url: back.pathname + back.search,
    remoteAddress: browser.ip,
    headers: { cookie: browser.cookie, 'sec-fetch-site': 'cross-site' },
  })
}

/** The whole Google popup: redirect, the provider's page, callback; returns the ID token handed over. */
export async function googlePopup(
  app: FastifyInstance,
  peers: SocialPeers,
  browser: TestBrowser,
  who: { email: string; name?: string; sub?: string },
) {
  const url = await startPopup(app, browser, 'google')
  const outcome = await authorizeAtOidcPeer(peers.google, url.href, who)
  if (outcome.kind !== 'redirect') throw new Error('google returned by form')
  return popupResult(await returnToCallback(app, browser, outcome.url))
}

export async function naverPopup(
  app: FastifyInstance,
  peers: SocialPeers,
  browser: TestBrowser,
  who: { email: string; name?: string; sub?: string },
) {
  const url = await startPopup(app, browser, 'naver')
  const back = await authorizeAtNaverPeer(peers.naver, url.href, who)
  return popupResult(await returnToCallback(app, browser, back))
}

/** Apple posts its answer back from its own site (form_post). */
export async function applePopup(
  app: FastifyInstance,
  peers: SocialPeers,
  browser: TestBrowser,
  who: { email: string; name?: string; sub?: string },
) {
  const url = await startPopup(app, browser, 'apple')
  const outcome = await authorizeAtOidcPeer(peers.apple, url.href, who)
  if (outcome.kind !== 'form_post') throw new Error('apple did not post back')
  const action = new URL(outcome.action)
  const res = await app.inject({
    method: 'POST',
    url: action.pathname,
    remoteAddress: browser.ip,
    // A cross-site POST brings no SameSite=Lax cookie.
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    payload: new URLSearchParams({
      ...outcome.fields,
      user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Apple' } }),
    }).toString(),
  })
  return popupResult(res)
}
