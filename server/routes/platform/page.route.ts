import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { brandCss } from '../../../shared/brands.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { CAR_FORM_FIELDS, CAR_FORM_PATH } from '../../../shared/catalogue/car-search-url.ts'
import { FLIGHT_FORM_PATH } from '../../../shared/catalogue/flight-search-url.ts'
import { STAY_FORM_FIELDS, STAY_FORM_PATH } from '../../../shared/catalogue/stay-search-url.ts'
import { TRAIN_FORM_FIELDS, TRAIN_FORM_PATH } from '../../../shared/catalogue/train-search-url.ts'
import { linkParamsOf } from '../../../shared/chrome/link-params.ts'
import { frameAncestors } from '../../../shared/embed/embed-contract.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { SIGN_IN_PARAM } from '../../../shared/first-view-modules.ts'
import { GLOBAL_STATE_ELEMENT_ID, type TGlobalState } from '../../../shared/global-state.ts'
import { isApiPath } from '../../../shared/render-contract.ts'
import { snowFalls } from '../../../shared/site-services/site-services-state.ts'
import { sessionCurrency } from '../../plugins/brand-locale.ts'
import { sendError } from '../../plugins/errors.ts'
import {
  acceptsCoding,
  compressPage,
  pageEncoding,
  type TPageEncoding,
} from '../../plugins/page-compression.ts'
import {
  contentSecurityPolicy,
  newNonce,
  type PageAssets,
  scriptSafeJson,
} from '../../plugins/page-renderer.ts'
import { splice } from '../../plugins/page-splice.ts'
import { presentAuthState } from '../../presenters/auth-state.presenter.ts'
import { presentFooterPageData } from '../../presenters/footer.presenter.ts'
import { presentGlobalState } from '../../presenters/global-state.presenter.ts'
import { oneTapOrigin, presentSocialState } from '../../presenters/social-state.presenter.ts'
import { resolveCarForm } from '../../services/catalogue/cars/car-form.ts'
import { resolveFlightForm } from '../../services/catalogue/flights/flight-form.ts'
import { resolveStayForm } from '../../services/catalogue/stays/stay-form.ts'
import { resolveTrainForm } from '../../services/catalogue/trains/train-form.ts'
import { footerService } from '../../services/footer/footer.service.ts'
import { dropMarketingIdUnlessAllowed } from '../marketing-id/marketing-id-cookie.ts'
import { privacyStateFor } from '../privacy/privacy-page-state.ts'
import {
  type AnonymousPageCache,
  createAnonymousPageCache,
  FORM_TOKEN_LENGTH,
  NONCE_LENGTH,
} from './anonymous-page-cache.ts'
import { hubPageRefused, hubPageVerifyPath } from './hub-page-access.ts'
import { landingPageState } from './landing-page-state.ts'
import { pageNotFound } from './missing-page.ts'
import { resultsPlaceNames } from './results-page-state.ts'
import { tcfStubScript } from './tcf-stub.ts'

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * Every non-API GET is a page: the chrome is rendered on the server with the state it needs. A visitor
 * without a session gets the page from `pageCache` (decision 073): rendered once per key, compressed once,
 * with this answer's nonce and form token put in at send time.
 */
/** The search boxes' plain GET forms (before hydration): each path, the field that marks it, its resolver. */
const SEARCH_FORMS = [
  { path: FLIGHT_FORM_PATH, field: 'from', resolve: resolveFlightForm },
  { path: STAY_FORM_PATH, field: STAY_FORM_FIELDS.destination, resolve: resolveStayForm },
  { path: TRAIN_FORM_PATH, field: TRAIN_FORM_FIELDS.from, resolve: resolveTrainForm },
  { path: CAR_FORM_PATH, field: CAR_FORM_FIELDS.pickup, resolve: resolveCarForm },
] as const

export async function pageRoutes(
  app: FastifyInstance,
  opts: { assets: PageAssets | null; pageCache?: AnonymousPageCache | null },
) {
  const { assets } = opts
  const { config } = app
  const pageCache = opts.pageCache === undefined ? createAnonymousPageCache() : opts.pageCache
  // Google's one-tap library talks to and frames its own origin (decision 018).
  const gsiOrigin = oneTapOrigin(config.social)

  // Embedding off: no one may frame a page. On: only the configured hosts (ASVS 3.4.6, decision 049).
  const ancestors = frameAncestors(config.embedHostOrigins)

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, config.publicOrigin)
    if (isApiPath(url.pathname)) return sendError(reply, 404, ErrorCode.NOT_FOUND, 'No such API route.')
    // A search box's GET form: typed places become codes, and the visitor lands on the results URL.
    for (const form of SEARCH_FORMS) {
      if (url.pathname !== form.path || !url.searchParams.has(form.field)) continue
      const target = form.resolve(url.searchParams, app.services.places)
      if (target) return reply.redirect(target, 303)
    }
    if (!assets)
      return sendError(
        reply,
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'The site is not built; run "npm run build".',
      )
    // A browser without a group cookie holds no session: its first page costs no database read.
    const view = await app.services.authState.forGroup(request.groupSecret)
    const auth = presentAuthState(view, { guidebooks: config.guidebooksEnabled })
    const refused = hubPageRefused(auth, url.pathname, config.businessBasePath, (page, permission) =>
      request.log.warn({ page, permission }, 'admin hub page asks an unknown permission; ignored'),
    )
    const verify = refused ? null : hubPageVerifyPath(auth, url, config.businessBasePath)
    if (verify) return reply.header('cache-control', 'no-store').redirect(verify, 303)
    const missing = !refused && (await pageNotFound(app, view.session, url.pathname))
    // A first visit (no group cookie) gets no group and no token: the page's client asks for one
    // (POST /s/run/formtoken, spec section 7) when it first calls, so a visitor who only reads mints
    // nothing and is given no cookie, and the page is the same for every first visitor (decision 092).
    const formtoken = request.groupSecret ? request.formToken(reply) : ''
    // Only a browser whose group holds no session at all, on a page it may see, without link parameters
    // (an affiliate's, say: its links carry them on, decision 102).
    const cache =
      pageCache &&
      !view.session &&
      view.group.length === 0 &&
      !auth.loggedInSession &&
      !refused &&
      linkParamsOf(url.searchParams) === '' &&
      (formtoken === '' || formtoken.length === FORM_TOKEN_LENGTH)
        ? pageCache
        : null
    // The saved currency and a business member's language lead (decision 025).
    const { site, currency } = await app.services.sitePreferences.forPage(view.session, {
      site: request.site,
      sessionCurrency: sessionCurrency(request),
    })
    const landing = landingPageState(app, url, site, currency)
    const placeNames = resultsPlaceNames(app, url, site.locale)
    const privacy = await privacyStateFor(app, request, reply, view.session, url)
    // A consent that lapsed or a GPC signal ends the marketing id too (decision 048).
    dropMarketingIdUnlessAllowed(request, reply, privacy.acceptedCategories)
    // What of the request the page depends on, besides the brand, site, currency, URL, auth and privacy
    // above; every one of them is in the cache's key (decision 073). The rest below comes from the config.
    const sameSiteNavigation = ['same-origin', 'none'].includes(String(request.headers['sec-fetch-site']))
    const snow = snowFalls(config.siteServices.snow, new Date())
    const state = (): TGlobalState =>
      presentGlobalState({
        // A cached page holds a marker here, and every answer its own token in its place.
        formtoken: cache && formtoken ? cache.markers.formToken : formtoken,
        brand: request.brand,
        site,
        currency,
        url,
        businessBasePath: config.businessBasePath,
        production: config.env === 'production',
        auth,
        sameSiteNavigation,
        social: presentSocialState(config.social, auth.loggedInSession),
        passkeysEnabled: config.passkeysEnabled,
        footer: presentFooterPageData(footerService().content(request.brand.id, site.language)),
        friendlyUrlVerticals: config.friendlyUrlVerticals,
        logoConfettiBrands: config.logoConfettiBrands,
        footerFlags: config.footerFlags,
        privacy,
        embedHostOrigins: config.embedHostOrigins,
        landing: landing ?? undefined,
        placeNames,
        support: {
          email: config.brandSupport[request.brand.id]?.email ?? config.supportEmail,
          phone: config.brandSupport[request.brand.id]?.phone ?? config.supportPhone,
        },
        siteServices: {
          feedbackDelaySeconds: config.siteServices.feedbackWidget
            ? config.siteServices.feedbackDelaySeconds
            : null,
          snow,
          adBlockSamplePercent: config.siteServices.adBlockSamplePercent,
        },
      })
    // X-Frame-Options knows no list of origins; with embedding on, frame-ancestors alone decides.
    if (config.embedHostOrigins.length > 0) reply.removeHeader('x-frame-options')
    // A signed-out page opened by a sign-in link shows the dialog at once: its chunks come with the page.
    const opensSignIn =
      !auth.loggedInSession && auth.allowSignIn !== false && url.searchParams.has(SIGN_IN_PARAM)
    const later = opensSignIn ? assets.signInDialogPreloads : []
    const modulePreloads = (files: string[]) =>
      files.map((f) => `<link rel="modulepreload" href="${escapeAttr(f)}">`).join('')
    const pageAssets = assets
    async function render(nonce: string): Promise<{ status: number; html: string }> {
      const pageState = state()
      const out = await pageAssets.render({ url: url.pathname + url.search, state: pageState })
      request.log.debug({ pageRender: url.pathname, forCache: cache !== null }, 'page rendered')
      const n = escapeAttr(nonce)
      const devHead = pageAssets.devHead ? await pageAssets.devHead(n) : ''
      const html = `<!doctype html><html lang="${escapeAttr(site.language)}" data-brand="${request.brand.id}"><head><meta charset="utf-8"><script nonce="${n}">${tcfStubScript(privacy.gdprApplies)}</script><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${devHead}${out.head}<style nonce="${n}">${brandCss(request.brand)}</style><style nonce="${n}">${pageAssets.inlineCss}</style>${modulePreloads(pageAssets.preloads)}<script type="module" nonce="${n}" src="${escapeAttr(pageAssets.entryScript)}"></script>${modulePreloads(later)}</head><body><div id="root">${out.html}</div><script type="application/json" id="${GLOBAL_STATE_ELEMENT_ID}">${scriptSafeJson({ state: pageState, hydration: out.hydration })}</script></body></html>`
      return { status: out.status, html }
    }
    const nonce = newNonce()
    const accepted = request.headers['accept-encoding']
    const wanted = pageEncoding(accepted)
    const send = (status: number, body: string | Buffer, encoding: TPageEncoding | null) => {
      if (encoding) reply.header('content-encoding', encoding)
      return (
        reply
          // The page shows its "no access" or "not found" view itself; the status must not depend on that render.
          .code(refused ? 403 : missing || landing === null ? 404 : status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('vary', 'accept-encoding')
          .header('content-security-policy', contentSecurityPolicy(nonce, ancestors, gsiOrigin))
          .send(body)
      )
    }
    if (cache && nonce.length === NONCE_LENGTH) {
      const values = cache.values(nonce, formtoken)
      const key = cache.keyOf({
        day: isoDay(new Date()),
        url,
        brand: request.brand.id,
        site: site.site,
        currency,
        auth,
        privacy,
        sameSiteNavigation,
        snow,
        withToken: formtoken !== '',
      })
      const kept = cache.get(key)
      if (kept) {
        request.log.debug({ pageCache: 'hit' }, 'page from the cache')
        const { body, encoding } = splice(kept, values, wanted, acceptsCoding(accepted, 'gzip'))
        return send(200, body, encoding)
      }
      const filled = await cache.fill(key, () => render(cache.markers.nonce))
      if (filled.page) {
        const { body, encoding } = splice(filled.page, values, wanted, acceptsCoding(accepted, 'gzip'))
        return send(200, body, encoding)
      }
      // Not kept (a 404, say): this answer's values go into the marked-up page.
      const html = filled.html
        .replaceAll(cache.markers.nonce, nonce)
        .replaceAll(cache.markers.formToken, formtoken)
      return send(filled.status, wanted ? await compressPage(html, wanted) : html, wanted)
    }
    const { status, html } = await render(nonce)
    return send(status, wanted ? await compressPage(html, wanted) : html, wanted)
  }

  // Pages are not API calls: left out of the API document (and so of the declarations, decision 107).
  const pageRoute = { schema: { hide: true } }
  app.get('/*', pageRoute, page)
  app.get('/', pageRoute, page)
}
