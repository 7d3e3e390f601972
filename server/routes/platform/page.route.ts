import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { brandCss } from '../../../shared/brands.ts'
import { FLIGHT_FORM_PATH } from '../../../shared/catalogue/flight-search-url.ts'
import { frameAncestors } from '../../../shared/embed/embed-contract.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { SIGN_IN_PARAM } from '../../../shared/first-view-modules.ts'
import { GLOBAL_STATE_ELEMENT_ID } from '../../../shared/global-state.ts'
import { isApiPath } from '../../../shared/render-contract.ts'
import { snowFalls } from '../../../shared/site-services/site-services-state.ts'
import { sessionCurrency } from '../../plugins/brand-locale.ts'
import { sendError } from '../../plugins/errors.ts'
import { compressPage, pageEncoding } from '../../plugins/page-compression.ts'
import {
  contentSecurityPolicy,
  newNonce,
  type PageAssets,
  scriptSafeJson,
} from '../../plugins/page-renderer.ts'
import { presentAuthState } from '../../presenters/auth-state.presenter.ts'
import { presentFooterPageData } from '../../presenters/footer.presenter.ts'
import { presentGlobalState } from '../../presenters/global-state.presenter.ts'
import { oneTapOrigin, presentSocialState } from '../../presenters/social-state.presenter.ts'
import { resolveFlightForm } from '../../services/catalogue/flights/flight-form.ts'
import { footerService } from '../../services/footer/footer.service.ts'
import { dropMarketingIdUnlessAllowed } from '../marketing-id/marketing-id-cookie.ts'
import { privacyStateFor } from '../privacy/privacy-page-state.ts'
import { hubPageRefused } from './hub-page-access.ts'
import { tcfStubScript } from './tcf-stub.ts'

const AFFILIATE_SHAPE = /^[A-Za-z0-9_-]{1,40}$/

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** Every non-API GET is a page: the chrome is rendered on the server with the state it needs. */
export async function pageRoutes(app: FastifyInstance, opts: { assets: PageAssets | null }) {
  const { assets } = opts
  const { config } = app
  // Google's one-tap library talks to and frames its own origin (decision 018).
  const gsiOrigin = oneTapOrigin(config.social)

  // Embedding off: no one may frame a page. On: only the configured hosts (ASVS 3.4.6, decision 049).
  const ancestors = frameAncestors(config.embedHostOrigins)

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, config.publicOrigin)
    if (isApiPath(url.pathname)) return sendError(reply, 404, ErrorCode.NOT_FOUND, 'No such API route.')
    // The search box's GET form: typed places become codes, and the visitor lands on the results URL.
    if (url.pathname === FLIGHT_FORM_PATH && url.searchParams.has('from')) {
      const target = resolveFlightForm(url.searchParams, app.services.places)
      if (target) return reply.redirect(target, 303)
    }
    if (!assets)
      return sendError(
        reply,
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'The site is not built; run "npm run build".',
      )
    // Auth state before the form token: a browser without a group cookie gets a new group just below,
    // and a group that did not exist cannot hold a session, so its first page costs no database read.
    const view = await app.services.authState.forGroup(request.groupSecret)
    const auth = presentAuthState(view, { guidebooks: config.guidebooksEnabled })
    const refused = hubPageRefused(auth, url.pathname, config.businessBasePath, (page, permission) =>
      request.log.warn({ page, permission }, 'admin hub page asks an unknown permission; ignored'),
    )
    const formtoken = request.formToken(reply)
    const affiliate = url.searchParams.get('affiliate')
    // The saved currency and a business member's language lead (decision 025).
    const { site, currency } = await app.services.sitePreferences.forPage(view.session, {
      site: request.site,
      sessionCurrency: sessionCurrency(request),
    })
    const privacy = await privacyStateFor(app, request, reply, view.session, url)
    // A consent that lapsed or a GPC signal ends the marketing id too (decision 048).
    dropMarketingIdUnlessAllowed(request, reply, privacy.acceptedCategories)
    const state = presentGlobalState({
      formtoken,
      brand: request.brand,
      site,
      currency,
      url,
      affiliate: affiliate && AFFILIATE_SHAPE.test(affiliate) ? affiliate : null,
      businessBasePath: config.businessBasePath,
      production: config.env === 'production',
      auth,
      sameSiteNavigation: ['same-origin', 'none'].includes(String(request.headers['sec-fetch-site'])),
      social: presentSocialState(config.social, auth.loggedInSession),
      passkeysEnabled: config.passkeysEnabled,
      footer: presentFooterPageData(footerService().content(request.brand.id, site.language)),
      friendlyUrlVerticals: config.friendlyUrlVerticals,
      logoConfettiBrands: config.logoConfettiBrands,
      privacy,
      embedHostOrigins: config.embedHostOrigins,
      support: {
        email: config.brandSupport[request.brand.id]?.email ?? config.supportEmail,
        phone: config.brandSupport[request.brand.id]?.phone ?? config.supportPhone,
      },
      siteServices: {
        feedbackDelaySeconds: config.siteServices.feedbackWidget
          ? config.siteServices.feedbackDelaySeconds
          : null,
        snow: snowFalls(config.siteServices.snow, new Date()),
        adBlockSamplePercent: config.siteServices.adBlockSamplePercent,
      },
    })
    // X-Frame-Options knows no list of origins; with embedding on, frame-ancestors alone decides.
    if (config.embedHostOrigins.length > 0) reply.removeHeader('x-frame-options')
    const out = await assets.render({ url: url.pathname + url.search, state })
    const nonce = newNonce()
    const n = escapeAttr(nonce)
    // A signed-out page opened by a sign-in link shows the dialog at once: its chunks come with the page.
    const opensSignIn =
      !auth.loggedInSession && auth.allowSignIn !== false && url.searchParams.has(SIGN_IN_PARAM)
    const later = opensSignIn ? assets.signInDialogPreloads : []
    const modulePreloads = (files: string[]) =>
      files.map((f) => `<link rel="modulepreload" href="${escapeAttr(f)}">`).join('')
    const html = `<!doctype html><html lang="${escapeAttr(site.language)}" data-brand="${request.brand.id}"><head><meta charset="utf-8"><script nonce="${n}">${tcfStubScript(privacy.gdprApplies)}</script><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${out.head}<style nonce="${n}">${brandCss(request.brand)}</style><style nonce="${n}">${assets.inlineCss}</style>${modulePreloads(assets.preloads)}<script type="module" nonce="${n}" src="${escapeAttr(assets.entryScript)}"></script>${modulePreloads(later)}</head><body><div id="root">${out.html}</div><script type="application/json" id="${GLOBAL_STATE_ELEMENT_ID}">${scriptSafeJson({ state, hydration: out.hydration })}</script></body></html>`
    const encoding = pageEncoding(request.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return (
      reply
        // The page shows its "no access" view itself; the status must not depend on that render.
        .code(refused ? 403 : out.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', contentSecurityPolicy(nonce, ancestors, gsiOrigin))
        .send(encoding ? await compressPage(html, encoding) : html)
    )
  }

  app.get('/*', page)
  app.get('/', page)
}
