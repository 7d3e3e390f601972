import guidesPageMessages from 'virtual:fw-messages/section/guidesPage'
import helpPageMessages from 'virtual:fw-messages/section/helpPage'
import { CONTENT_PAGE_IDS, ContentPage } from '../../features/content-pages/content-page.tsx'
import { GuidesPage } from '../../features/guides-page/guides-page.tsx'
import { HelpPage } from '../../features/help-page/help-page.tsx'
import { LandingPage } from '../../features/landing-pages/landing-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { framePages } from '../page-frame.tsx'

addEnglishMessages(helpPageMessages)
addEnglishMessages(guidesPageMessages)

/** The site's own pages: help (decision 051), the user's guidebooks (decision 051), company pages. */
export const PAGES = {
  ...framePages(['aos']),
  ...Object.fromEntries(CONTENT_PAGE_IDS.map((id) => [id, () => <ContentPage id={id} />])),
  help: HelpPage,
  flightsPlace: LandingPage,
  hotelsPlace: LandingPage,
  destinationsPlace: LandingPage,
  guides: () => <GuidesPage />,
}
