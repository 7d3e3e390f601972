import type { FastifyInstance, FastifyRequest } from 'fastify'
import { chromeEndpoints as api } from '../../../shared/chrome/chrome-endpoints.ts'
import type { TCurrencyPickerStateResponse } from '../../../shared/pickers/picker-schemas.ts'
import { CURRENCY_COOKIE, currencyCatalogue, sessionCurrency } from '../../plugins/brand-locale.ts'
import { route } from '../../plugins/endpoints.ts'
import { cachedCurrencyPickerJson } from '../../presenters/currency-picker.presenter.ts'
import { sendBytes } from '../send-bytes.ts'

/** Spec section 7: the currency picker's data, and the currency change (decision 025). */
export async function currencyRoutes(app: FastifyInstance) {
  const { authState, sitePreferences } = app.services

  async function pageOf(request: FastifyRequest) {
    const session = await authState.sessionFor(request.groupSecret)
    const page = await sitePreferences.forPage(session, {
      site: request.site,
      sessionCurrency: sessionCurrency(request),
    })
    return { session, page }
  }

  // Made once for the chrome's budget (decision 064): compressing it per answer cut its throughput to a
  // third (decision 106), for 3.5 KB that fit a phone's first round trip anyway.
  route(
    app,
    api.currencyPickerState,
    async (request, reply) => {
      const { page } = await pageOf(request)
      reply.header('cache-control', 'no-store')
      const bytes = cachedCurrencyPickerJson(currencyCatalogue(), page.currency, page.site.locale)
      // Sent as made (the declaration documents them; they are not serialised again).
      return sendBytes(
        reply,
        'application/json; charset=utf-8',
        bytes,
      ) as unknown as TCurrencyPickerStateResponse
    },
    { compress: false },
  )

  route(app, api.currencySet, async (request, reply) => {
    const input = request.body
    const session = await authState.sessionFor(request.groupSecret)
    const choice = await sitePreferences.chooseCurrency(session, input.currencyCode, input.store)
    if (choice.stored) {
      // The account's currency now leads; an earlier session-only choice would hide it.
      reply.clearCookie(CURRENCY_COOKIE, { path: '/' })
    } else {
      // No maxAge: a browser-session cookie, "for this session only" (spec section 4).
      reply.setCookie(CURRENCY_COOKIE, choice.currencyCode, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: app.config.publicOrigin.startsWith('https://'),
      })
    }
    reply.header('cache-control', 'no-store')
    return { currencyCode: choice.currencyCode, stored: choice.stored }
  })
}
