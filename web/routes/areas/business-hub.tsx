import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import companyFilesMessages from 'virtual:fw-messages/section/companyFiles'
import companySettingsMessages from 'virtual:fw-messages/section/companySettings'
import companySsoMessages from 'virtual:fw-messages/section/companySso'
import membersMessages from 'virtual:fw-messages/section/members'
import peopleMessages from 'virtual:fw-messages/section/people'
import type { ComponentType } from 'react'
import { useParams } from 'react-router'
import { guardedPages } from '../../features/business-hub/hub-page-guard.tsx'
import { HubRoot } from '../../features/business-hub/hub-root.tsx'
import '../../features/business-hub/hub.css'
import { CompanyTwoFactorSetting } from '../../features/business-verify/company-two-factor-setting.tsx'
import {
  CompanyDangerZone,
  CompanyLogoSection,
  CompanySupportActions,
} from '../../features/company-files/index.ts'
import { CompanyGeneralPage } from '../../features/company-settings/company-general-page.tsx'
import { CompanyOverview } from '../../features/company-settings/company-overview.tsx'
import { EmailDomainsPage } from '../../features/company-settings/email-domains-page.tsx'
import { EntitiesPage } from '../../features/company-settings/entities-page.tsx'
import { OfficesPage } from '../../features/company-settings/offices-page.tsx'
import { ProgramsPage } from '../../features/company-settings/programs-page.tsx'
import { CompanySsoPage } from '../../features/company-sso/company-sso-page.tsx'
import { GroupsPage } from '../../features/people/groups-page.tsx'
import { ManageUsersPage } from '../../features/people/manage-users-page.tsx'
import { PeopleHubPage } from '../../features/people/people-hub.tsx'
import { RolesPage } from '../../features/people/roles-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { HUB_PAGES, POLICY_VERTICALS, policySections } from '../catalogue.ts'
import { NotFoundPage } from '../not-found-page.tsx'
import { framePages, PageFrame } from '../page-frame.tsx'

// The company page's two-factor setting speaks from the verify section.
addEnglishMessages(businessVerifyMessages)

function isVertical(value: string): boolean {
  return (POLICY_VERTICALS as readonly string[]).includes(value)
}

function PolicyVertical() {
  const { vertical = '' } = useParams()
  const { t } = useTranslation()
  if (!isVertical(vertical)) return <NotFoundPage />
  return <PageFrame pageId="hubPolicyVertical" values={{ vertical: t(`labels.verticals.${vertical}`) }} />
}

function PolicySection() {
  const { vertical = '', section = '' } = useParams()
  const { t } = useTranslation()
  if (!isVertical(vertical) || !policySections(vertical).includes(section)) return <NotFoundPage />
  const values = {
    vertical: t(`labels.verticals.${vertical}`),
    section: t(`labels.policySections.${section}`),
  }
  return <PageFrame pageId="hubPolicySection" values={values} />
}

addEnglishMessages(companySsoMessages)
addEnglishMessages(businessHubMessages)
addEnglishMessages(companySettingsMessages)
addEnglishMessages(companyFilesMessages)
addEnglishMessages(peopleMessages)
// The users page's toolbar and row actions speak from the members section (decision 037).
addEnglishMessages(membersMessages)

/** Company settings (spec: /business/company); the two-factor setting is the first one with a body. */
function CompanyPage() {
  return (
    <PageFrame pageId="hubCompany">
      <CompanyOverview />
      <CompanyTwoFactorSetting />
      <CompanyLogoSection />
      <CompanySupportActions />
      <CompanyDangerZone />
    </PageFrame>
  )
}

const OWN_PAGES = ['hub', 'hubPolicyVertical', 'hubPolicySection', 'hubIntegrationsSso', 'hubCompany']
const simple = HUB_PAGES.map((p) => p.id).filter((id) => !OWN_PAGES.includes(id))

/**
 * Page id → component. Every page is wrapped in the guard, which shows "no access" (status 403) in place
 * of an admin page the session may not see (decision 039); the root is the hub itself.
 */
export const PAGES: Record<string, ComponentType> = guardedPages({
  ...framePages(simple),
  hub: HubRoot,
  hubPolicyVertical: PolicyVertical,
  hubPolicySection: PolicySection,
  hubIntegrationsSso: CompanySsoPage,
  hubCompany: CompanyPage,
  // Company settings (decision 034); listed after framePages, so they replace its plain frames.
  hubCompanyGeneral: CompanyGeneralPage,
  hubCompanyEmailDomains: EmailDomainsPage,
  hubCompanyOffices: OfficesPage,
  hubCompanyEntities: EntitiesPage,
  hubCorporateMembershipAdd: ProgramsPage,
  // People (decision 036); listed after framePages, so they replace its plain frames.
  hubUsers: PeopleHubPage,
  hubUsersManage: ManageUsersPage,
  hubUsersRoles: RolesPage,
  hubUsersGroups: GroupsPage,
})
