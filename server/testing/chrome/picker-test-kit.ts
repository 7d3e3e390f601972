import type { LightMyRequestResponse } from 'fastify'
import { GLOBAL_STATE_ELEMENT_ID, type TGlobalState } from '../../../shared/global-state.ts'

/** The state a page embeds, as the browser reads it. */
export function pageState(res: LightMyRequestResponse): TGlobalState {
  const match = new RegExp(
    `<script type="application/json" id="${GLOBAL_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(res.body)
  if (!match?.[1]) throw new Error(`no page state in ${res.statusCode} ${res.body.slice(0, 200)}`)
  return (JSON.parse(match[1]) as { state: TGlobalState }).state
}

/** The cookie a response sets, with its attributes, or undefined. */
export function setCookieNamed(res: LightMyRequestResponse, name: string): string | undefined {
  return [res.headers['set-cookie']].flat().find((c): c is string => Boolean(c?.startsWith(`${name}=`)))
}

/** Adds a cookie pair to a Cookie header. */
export function withCookie(cookie: string, pair: string | undefined): string {
  return pair ? `${cookie}; ${pair.split(';')[0]}` : cookie
}
