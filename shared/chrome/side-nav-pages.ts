import type { TSideNavPage } from './side-nav-variant.ts'

/** Task pages keep the drawer closed: nothing should pull the visitor away mid-task (decision 026). */
const TASK: TSideNavPage = { drawerHidden: true }
/** Results pages need the width for their list: the drawer starts wider (decision 026). */
const RESULTS: TSideNavPage = { results: true }

/**
 * How the route catalogue's pages (web/routes/catalogue.ts, by page id) wear the side navigation; a page not
 * listed is an ordinary one. Kept here rather than in the catalogue so the first download does not carry it.
 */
export const SIDE_NAV_PAGES: Readonly<Record<string, TSideNavPage>> = {
  // The help centre is laid out responsively: its navigation folds as an accordion on small screens.
  help: { responsive: true },
  signout: TASK,
  resend: TASK,
  resetPassword: TASK,
  confirm: TASK,
  businessVerify: TASK,
  businessGetStarted: TASK,
  // The demo catalogue's results pages (decision 048): switching vertical there asks for a friendly URL.
  flightSearch: RESULTS,
  trainSearch: RESULTS,
  hotelSearch: RESULTS,
  hotelProperty: RESULTS,
  carSearch: RESULTS,
}

export function sideNavPage(pageId: string | undefined): TSideNavPage {
  return (pageId && SIDE_NAV_PAGES[pageId]) || {}
}
