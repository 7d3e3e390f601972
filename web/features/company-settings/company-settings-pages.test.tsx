import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { CompanyGeneralPage } from './company-general-page.tsx'
import { CompanyOverview } from './company-overview.tsx'
import { EmailDomainsPage } from './email-domains-page.tsx'
import { EntitiesPage } from './entities-page.tsx'
import { OfficesPage } from './offices-page.tsx'
import { ProgramsPage } from './programs-page.tsx'
import { VerifyDomainPage } from './verify-domain-page.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)

/** The page as the server renders it: effects and queries do not run, and no API client may be made. */
function render(Page: ComponentType, auth: TAuthState): string {
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter initialEntries={['/business/company']}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  )
}

const PAGES: [string, ComponentType][] = [
  ['hubCompanyGeneral', CompanyGeneralPage],
  ['hubCompanyEmailDomains', EmailDomainsPage],
  ['hubCompanyOffices', OfficesPage],
  ['hubCompanyEntities', EntitiesPage],
  ['hubCorporateMembershipAdd', ProgramsPage],
]

describe('company settings pages on the server', () => {
  it.each(PAGES)(
    '%s renders its title and a loading state for a member, and asks a visitor to sign in',
    (id, Page) => {
      const pages = en.pages as Record<string, { title: string }>
      const member = render(Page, signedInAuth())
      expect(member).toContain(`<h1 id="fw-page-title">${pages[id]?.title}</h1>`)
      expect(member).toContain(`<p role="status">${en.companySettings.loading}</p>`)
      const visitor = render(Page, ANONYMOUS_AUTH_STATE)
      expect(visitor).toContain('Sign in with your company account')
      expect(visitor).not.toContain('role="status"')
    },
  )

  it('links the overview to every settings page under the business base path', () => {
    const html = render(CompanyOverview, signedInAuth())
    for (const path of ['general', 'email-domains', 'offices', 'entities', 'corporate-membership/add'])
      expect(html).toContain(`href="/business/company/${path}"`)
  })

  it('renders the domain link page without reading the fragment (the server never sees it)', () => {
    const html = render(VerifyDomainPage, ANONYMOUS_AUTH_STATE)
    expect(html).toContain(en.pages.businessVerifyDomain.title)
    expect(html).not.toContain('role="alert"')
  })
})
