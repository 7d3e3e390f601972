import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import companySsoMessages from 'virtual:fw-messages/section/companySso'
import peopleMessages from 'virtual:fw-messages/section/people'
import { useParams } from 'react-router'
import { CompanyTwoFactorSetting } from '../../features/business-verify/company-two-factor-setting.tsx'
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
addEnglishMessages(peopleMessages)

/** Company settings (spec: /business/company); the two-factor setting is the first one with a body. */
function CompanyPage() {
  return (
    <PageFrame pageId="hubCompany">
      <CompanyTwoFactorSetting />
    </PageFrame>
  )
}

const OWN_PAGES = ['hubPolicyVertical', 'hubPolicySection', 'hubIntegrationsSso', 'hubCompany']
const simple = HUB_PAGES.map((p) => p.id).filter((id) => !OWN_PAGES.includes(id))

export const PAGES = {
  ...framePages(simple),
  hubPolicyVertical: PolicyVertical,
  hubPolicySection: PolicySection,
  hubIntegrationsSso: CompanySsoPage,
  hubCompany: CompanyPage,
  // People (decision 036); listed after framePages, so they replace its plain frames.
  hubUsers: PeopleHubPage,
  hubUsersManage: ManageUsersPage,
  hubUsersRoles: RolesPage,
  hubUsersGroups: GroupsPage,
}
