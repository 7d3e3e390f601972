/**
 * The English catalogue ships in the entry (decision 005), but the sections of dialogs, menus and page
 * areas that load on demand would cost the first download several KB. The build therefore leaves these
 * sections out of the entry's copy, keeping only the listed keys the first view shows (the header's
 * triggers); each feature adds its own section when its chunk loads (addEnglishMessages).
 * en.json stays the one catalogue: scripts/vite-message-sections.ts does the split at build time.
 */
export const LAZY_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  signIn: ['trigger'],
  accountMenu: ['trigger'],
  authPages: [],
  account: [],
  companySso: [],
  companySettings: [],
  businessVerify: [],
  impersonation: [],
  // The footer is an island (decision 023): its texts come with its chunk (decision 024).
  footer: [],
  // A page's texts, its title too, come with the first area (create-routes.tsx loads them before the
  // route renders, so the document's title is there when the page is). The home and not-found pages
  // live in the entry and keep theirs.
  pages: ['home', 'notFound'],
  // The landing pages' texts come with their chunk (issue 27).
  landing: [],
  pickers: ['trigger'],
  sideNav: [],
  logo: [],
  // Consent (decision 028): the island's banner and notices; the IAB dialog and the privacy choices
  // (data-sharing dialog, privacy pages) each come with their own chunk.
  consent: [],
  consentIab: [],
  privacyChoices: [],
  // The admin hub's root, guard, business menu items and header group (decision 039).
  businessHub: [],
  // The company's logo, deletion and messages to support (decision 035), with the hub's company page.
  companyFiles: [],
  // People's lifecycle (decision 037): the invitation hub, the users page's toolbar and row actions.
  members: [],
  // Business signup, get-started, tasks and the account menu's confirmation buttons (decision 038).
  businessOnboarding: [],
  // The people pages (decision 036): users, roles, groups and the audit log.
  people: [],
  // Book on behalf (decision 056): the header's toggle and search, "booked by", requests and their queue.
  bookOnBehalf: [],
  // The demo catalogue's city names, with the features that show them (results, price alerts, policies).
  destinations: [],
  // The flight results page (issue 24), with its chunk.
  flightResults: [],
  // Every results page's frame and filters (flights, stays, trains, cars), with the first results chunk.
  searchResults: [],
  // The stay results and property pages (issue 25), with their chunk.
  stayResults: [],
  // The train results page (issue 25), with its chunk.
  trainResults: [],
  // The car results page (issue 25), with its chunk.
  carResults: [],
  // The booking page (issue 25, decision 084), with its chunk.
  booking: [],
  // The trips pages (issue 8): the list, one trip and a read-only link's page.
  tripsPage: [],
  // The demo catalogue's results pages (decision 044); the area's chunk brings them before its pages render.
  tripsCatalogue: [],
  // The header's trips drawer, toasts and tooltips (issue 8), with its island.
  tripsDrawer: [],
  // The help page and the guidebooks page (decision 051), with the site area.
  helpPage: [],
  guidesPage: [],
  // The legal texts' frame (decision 096): version line and contents, with the legal area.
  legalPages: [],
  // Site services (decision 050): our feedback widget, with its chunk.
  siteServices: [],
  // Company events, the plan comparison and inbox sync (decision 052), with the business area and account page.
  bizPages: [],
  // The business checkout dialog (decision 053), with its chunk.
  checkout: [],
  // Travel policies (decision 054): the hub's policy pages, badges on results and trips, the checkout section.
  travelPolicy: [],
  // Payment options, trip reporting fields, account permissions and their checkout sections (decision 057).
  payFields: [],
  // Reporting, the traveller tracker and the account's "who can see my location" (decision 058).
  reporting: [],
  // Approvals (decision 055): the hub's approval pages, the e-mailed link's page and the checkout section.
  approvals: [],
  // The search box (issue 24): the place combobox and its states, with the search box's chunk.
  searchBox: [],
  // A refusal's sentences beside its fields (decision 078), with web/i18n/field-errors.ts.
  fieldErrors: [],
}

export type TCatalogue = { [key: string]: string | TCatalogue }

/** The entry's part: every section but the lazy ones, which keep only their first-view keys. */
export function entrySections(
  catalogue: TCatalogue,
  lazy: Readonly<Record<string, readonly string[]>> = LAZY_SECTIONS,
): TCatalogue {
  const out: TCatalogue = {}
  for (const [name, value] of Object.entries(catalogue)) {
    const kept = lazy[name]
    if (!kept) {
      out[name] = value
      continue
    }
    if (typeof value !== 'object' || kept.length === 0) continue
    const part: TCatalogue = {}
    for (const key of kept) {
      if (key.startsWith('*.')) keepChildKey(value, part, key.slice(2))
      else if (value[key] !== undefined) part[key] = value[key]
    }
    out[name] = part
  }
  return out
}

/** `*.key`: keeps `key` of every child of the section (every page's title, say). */
function keepChildKey(section: TCatalogue, part: TCatalogue, key: string): void {
  for (const [child, value] of Object.entries(section)) {
    if (typeof value !== 'object' || value[key] === undefined) continue
    const kept = part[child]
    part[child] = { ...(typeof kept === 'object' ? kept : {}), [key]: value[key] }
  }
}

/** One lazy section, shaped as a catalogue so it can be merged into the English one. */
export function lazySection(catalogue: TCatalogue, name: string): TCatalogue {
  const value = catalogue[name]
  if (value === undefined) throw new Error(`the catalogue has no section ${name}`)
  return { [name]: value }
}

/** Deep merge of `extra` into `target` (in place): a lazy section joins what the entry kept of it. */
export function mergeCatalogue(target: TCatalogue, extra: TCatalogue): void {
  for (const [key, value] of Object.entries(extra)) {
    const current = target[key]
    if (typeof value === 'object' && typeof current === 'object') mergeCatalogue(current, value)
    else target[key] = value
  }
}
