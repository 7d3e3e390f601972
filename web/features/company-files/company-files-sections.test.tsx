import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TBusinessState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { CompanyDeletePage } from './company-delete-page.tsx'
import { CompanyDangerZone } from './danger-zone.tsx'
import { CompanyLogoSection } from './logo-section.tsx'
import { CompanySupportActions } from './support-actions.tsx'

const i18n = createI18n('en', 'en-US', en as Messages)
const ADMIN = ['COMPANY_SETTINGS_MANAGEMENT']

function render(business: TBusinessState | null, node: React.ReactNode, path = '/business/company'): string {
  return renderToStaticMarkup(
    <AppProviders
      state={testGlobalState({ auth: signedInAuth({ businessState: business }) })}
      i18n={i18n}
      bus={createEventBus()}
    >
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </AppProviders>,
  )
}

describe('the company files sections', () => {
  it('show the logo section and the danger zone to admins only, the danger zone only with the feature', () => {
    const admin = testBusinessState({
      permissions: ADMIN,
      features: ['COMPANY_DELETION'],
      companyLogoUrl: '/i/api/business/company/v1/logo/0123456789abcdef',
    })
    const logo = render(admin, <CompanyLogoSection />)
    expect(logo).toContain('Company logo')
    expect(logo).toContain('src="/i/api/business/company/v1/logo/0123456789abcdef"')
    expect(logo).toContain('alt="Current logo of Acme Travel"')
    expect(logo).toContain('accept="image/jpeg,image/png,image/gif"')
    expect(render(admin, <CompanyDangerZone />)).toContain('Delete company')
    expect(render(testBusinessState({ permissions: ADMIN }), <CompanyDangerZone />)).toBe('')
    const traveller = testBusinessState({ permissions: ['TRIP_EVENT_BOOK'], features: ['COMPANY_DELETION'] })
    expect(render(traveller, <CompanyLogoSection />)).toBe('')
    expect(render(traveller, <CompanyDangerZone />)).toBe('')
  })

  it('offer every member an issue report and admins the account manager', () => {
    const traveller = render(
      testBusinessState({ permissions: ['TRIP_EVENT_BOOK'] }),
      <CompanySupportActions />,
    )
    expect(traveller).toContain('Report an issue')
    expect(traveller).not.toContain('Contact your account manager')
    expect(render(testBusinessState({ permissions: ADMIN }), <CompanySupportActions />)).toContain(
      'Contact your account manager',
    )
    expect(render(null, <CompanySupportActions />)).toBe('')
  })

  it("ask the deletion link's last confirmation, or say what is missing", () => {
    const admin = testBusinessState({ permissions: ADMIN, features: ['COMPANY_DELETION'] })
    const page = render(
      admin,
      <CompanyDeletePage />,
      '/business/company/delete?confirmationCode=AB12CD34&requestTime=1790000000000&token=x',
    )
    expect(page).toContain('Delete Acme Travel for good?')
    expect(page).toContain('I understand that Acme Travel will be deleted for good.')
    expect(render(admin, <CompanyDeletePage />, '/business/company/delete?token=x')).toContain(
      'This link is incomplete.',
    )
    expect(
      render(
        null,
        <CompanyDeletePage />,
        '/business/company/delete?confirmationCode=A&requestTime=1&token=x',
      ),
    ).toContain('Sign in with the company admin account')
  })
})
