import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { createServerEventBus } from '../shared/event-bus.ts'
import type { TRenderInput, TRenderOutput } from '../shared/render-contract.ts'
import { alternateLinks } from './app/alternate-links.ts'
import { registerServerIslands } from './app/island.tsx'
import { AppProviders } from './app/providers.tsx'
import { RenderStatusContext, type TRenderStatus } from './app/render-status.ts'
import ChromeExtrasHost from './chrome/chrome-extras-host.tsx'
import { Footer } from './chrome/footer.tsx'
import { isNoindex, pageTitle } from './chrome/page-title.ts'
import { SideNav } from './chrome/side-nav/side-nav.tsx'
import { BusinessHeaderGroup } from './features/business-hub/business-header-group.tsx'
import ConsentHost from './features/consent/consent-host.tsx'
import { PickerTriggers } from './features/pickers/picker-triggers.tsx'
import { CarSearchBox } from './features/search-box/car-search-box.tsx'
import { FlightSearchBox } from './features/search-box/flight-search-box.tsx'
import { StaySearchBox } from './features/search-box/stay-search-box.tsx'
import { TrainSearchBox } from './features/search-box/train-search-box.tsx'
import { TripsDrawer } from './features/trips-drawer/trips-drawer.tsx'
import { createI18n, loadMessages } from './i18n/create-i18n.ts'
import { createRoutes } from './routes/create-routes.tsx'

registerServerIslands({
  footer: Footer,
  sitePickers: PickerTriggers,
  sideNav: SideNav,
  chromeExtras: ChromeExtrasHost,
  consent: ConsentHost,
  businessHeader: BusinessHeaderGroup,
  tripsDrawer: TripsDrawer,
  flightSearchBox: FlightSearchBox,
  staySearchBox: StaySearchBox,
  trainSearchBox: TrainSearchBox,
  carSearchBox: CarSearchBox,
})

const handlers = new Map<string, ReturnType<typeof createStaticHandler>>()
function handlerFor(basePath: string) {
  let handler = handlers.get(basePath)
  if (!handler) {
    handler = createStaticHandler(createRoutes(basePath))
    handlers.set(basePath, handler)
  }
  return handler
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Server render of one page: the chrome and the page, with the state the browser hydrates from. */
export async function render({ url, state }: TRenderInput): Promise<TRenderOutput> {
  const handler = handlerFor(state.businessBasePath)
  const request = new Request(new URL(url, 'http://render.local'))
  const context = await handler.query(request)
  if (context instanceof Response) {
    return { status: context.status, head: '', html: '', hydration: null }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const i18n = createI18n(state.language, state.locale, await loadMessages(state.language))
  const status: TRenderStatus = { status: context.statusCode }
  const html = renderToString(
    <RenderStatusContext.Provider value={status}>
      <AppProviders state={state} i18n={i18n} bus={createServerEventBus()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderStatusContext.Provider>,
  )
  const brand = state.brandDisplayName
  const landing = state.landing
  // A landing page's title and description name its place (issue 27); every other page's come from its id.
  const title = landing
    ? `${i18n.t(`landing.${landing.kind}.title`, { place: landing.place.name })} | ${brand}`
    : pageTitle(router.state.matches, i18n.t, brand)
  const description = landing
    ? i18n.t(`landing.${landing.kind}.description`, { place: landing.place.name, brand })
    : i18n.t('meta.description', { brand })
  const alternates = alternateLinks(state.seo)
  const head = `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><link rel="canonical" href="${escapeHtml(state.seo.canonicalUrl)}">${alternates}${state.seo.indexable && !isNoindex(router.state.matches) ? '' : '<meta name="robots" content="noindex">'}`
  return {
    status: status.status,
    head,
    html,
    hydration: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors ? serializeErrors(context.errors) : null,
    },
  }
}

function serializeErrors(errors: Record<string, unknown>): Record<string, unknown> {
  // Errors cross to the browser as plain data: the message only, never a stack.
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e instanceof Error ? { message: e.message, __type: 'Error' } : e,
    ]),
  )
}
