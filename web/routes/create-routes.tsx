import type { RouteObject } from 'react-router'
import { importWithRetry } from '../api/lazy-import.ts'
import { Layout } from '../chrome/layout.tsx'
import { allPages, type TArea } from './catalogue.ts'
import { HomePage } from './home-page.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { loadPageTexts } from './page-texts.ts'
import { RouteError } from './route-error.tsx'

export interface TPageHandle {
  pageId: string
  /** The catalogue section of the page's title; "pages" unless set. */
  messages?: string
  noindex?: boolean
}

type AreaModule = { PAGES: Record<string, React.ComponentType> }

/** One lazily loaded module per URL area; a failed chunk load is retried before the error shows. */
const AREA_LOADERS: Record<TArea, () => Promise<AreaModule>> = {
  site: () => import('./areas/site.tsx'),
  account: () => import('./areas/account.tsx'),
  business: () => import('./areas/business.tsx'),
  businessHub: () => import('./areas/business-hub.tsx'),
  businessHubRoot: () => import('./areas/business-hub-root.tsx'),
  trips: () => import('./areas/trips.tsx'),
  tripCatalogue: () => import('./areas/trip-catalogue.tsx'),
  legal: () => import('./areas/legal.tsx'),
  auth: () => import('./areas/auth.tsx'),
}

export function createRoutes(businessBasePath: string): RouteObject[] {
  const pages: RouteObject[] = allPages(businessBasePath).map((page) => ({
    path: page.path,
    handle: { pageId: page.id, messages: page.messages, noindex: page.noindex } satisfies TPageHandle,
    lazy: async () => {
      const [mod] = await Promise.all([importWithRetry(AREA_LOADERS[page.area]), loadPageTexts()])
      const Component = mod.PAGES[page.id]
      if (!Component) throw new Error(`page ${page.id} is missing from the ${page.area} module`)
      return { Component }
    },
  }))
  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage />, handle: { pageId: 'home' } satisfies TPageHandle },
            ...pages,
            { path: '*', element: <NotFoundPage />, handle: { pageId: 'notFound' } satisfies TPageHandle },
          ],
        },
      ],
    },
  ]
}
