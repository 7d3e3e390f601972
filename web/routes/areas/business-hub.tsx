import approvalsMessages from 'virtual:fw-messages/section/approvals'
import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import companyFilesMessages from 'virtual:fw-messages/section/companyFiles'
import companySettingsMessages from 'virtual:fw-messages/section/companySettings'
import companySsoMessages from 'virtual:fw-messages/section/companySso'
import membersMessages from 'virtual:fw-messages/section/members'
import peopleMessages from 'virtual:fw-messages/section/people'
import reportingMessages from 'virtual:fw-messages/section/reporting'
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { guardedPages } from '../../features/business-hub/hub-page-guard.tsx'
import { HubRoot } from '../../features/business-hub/hub-root.tsx'
import '../../features/business-hub/hub.css'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
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
import { lazyHubPage } from './lazy-hub-page.tsx'

// Issue 9's pages, each in a chunk of its own (lazy-hub-page.tsx says why).
const policyPages = () => import('../../features/travel-policy/policy-pages.tsx')
const PolicyRootPage = lazyHubPage('hubPolicy', () => policyPages().then((m) => m.PolicyRootPage))
const PolicyVerticalPage = lazyHubPage(
  'hubPolicyVertical',
  () => policyPages().then((m) => m.PolicyVerticalPage),
  ({ vertical }) => <PolicyFrame pageId="hubPolicyVertical" vertical={vertical} />,
)
const PolicySectionPage = lazyHubPage(
  'hubPolicySection',
  () => policyPages().then((m) => m.PolicySectionPage),
  ({ vertical, section }) => <PolicyFrame pageId="hubPolicySection" vertical={vertical} section={section} />,
)
const approvals = () => import('../../features/approvals/approval-pages.ts')
const ApprovalsHubPage = lazyHubPage('hubApprovals', () => approvals().then((m) => m.ApprovalsHubPage))
const ApprovalSettingsPage = lazyHubPage('hubApprovalsSettings', () =>
  approvals().then((m) => m.ApprovalSettingsPage),
)
const ApproversPage = lazyHubPage('hubApprovalsApprovers', () => approvals().then((m) => m.ApproversPage))
const ApprovalQueuePage = lazyHubPage('hubApproval', () => approvals().then((m) => m.ApprovalQueuePage))
const PaymentOptionsPage = lazyHubPage('hubPaymentOptions', () =>
  import('../../features/payment-options/payment-options-page.tsx').then((m) => m.PaymentOptionsPage),
)
const ReportingFieldsPage = lazyHubPage('hubTripReportingFields', () =>
  import('../../features/reporting-fields/reporting-fields-page.tsx').then((m) => m.ReportingFieldsPage),
)
const AccountPermissionsPage = lazyHubPage('hubAccountPermissions', () =>
  import('../../features/account-permissions/account-permissions-page.tsx').then(
    (m) => m.AccountPermissionsPage,
  ),
)
const HomepageMessagesPage = lazyHubPage('hubPolicyMessages', () =>
  import('../../features/homepage-messages/homepage-messages-page.tsx').then((m) => m.HomepageMessagesPage),
)
const IntegrationsPage = lazyHubPage('hubIntegrations', () =>
  import('../../features/integrations/integrations-page.tsx').then((m) => m.IntegrationsPage),
)
const BookQueue = lazyHubPage('hubBook', () =>
  import('../../features/book-on-behalf/book-queue-page.tsx').then((m) => m.BookQueuePage),
)

/** A policy page's frame while its chunk loads: its title names the vertical and section. */
function PolicyFrame({ pageId, vertical, section }: { pageId: string; vertical: string; section?: string }) {
  const { t } = useTranslation()
  const values = {
    vertical: t(`labels.verticals.${vertical}`),
    ...(section ? { section: t(`labels.policySections.${section}`) } : {}),
  }
  return <PageFrame pageId={pageId} values={values} />
}

// The company page's two-factor setting speaks from the verify section.
addEnglishMessages(businessVerifyMessages)

function isVertical(value: string): boolean {
  return (POLICY_VERTICALS as readonly string[]).includes(value)
}

function PolicyVertical() {
  const { vertical = '' } = useParams()
  if (!isVertical(vertical)) return <NotFoundPage />
  return <PolicyVerticalPage vertical={vertical as TPolicyVertical} />
}

function PolicySection() {
  const { vertical = '', section = '' } = useParams()
  if (!isVertical(vertical) || !policySections(vertical).includes(section)) return <NotFoundPage />
  return <PolicySectionPage vertical={vertical as TPolicyVertical} section={section} />
}

addEnglishMessages(companySsoMessages)
addEnglishMessages(businessHubMessages)
addEnglishMessages(companySettingsMessages)
addEnglishMessages(companyFilesMessages)
addEnglishMessages(peopleMessages)
addEnglishMessages(approvalsMessages)
// The users page's toolbar and row actions speak from the members section (decision 037).
addEnglishMessages(membersMessages)
addEnglishMessages(reportingMessages)

// Reporting and the tracker (decision 058): their charts and map are chunks of their own.
const StatsBody = lazy(() => importWithRetry(() => import('../../features/reporting/stats-page.tsx')))
const TrackerBody = lazy(() => importWithRetry(() => import('../../features/reporting/tracker-page.tsx')))

function Loading() {
  const { t } = useTranslation()
  return <p>{t('reporting.loading')}</p>
}

/** The body loads after hydration: the server render and the first client render both show the fallback. */
function LazyBody({ pageId, Body }: { pageId: string; Body: ComponentType }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const loading = <Loading />
  return (
    <PageFrame pageId={pageId}>
      {mounted ? (
        <Suspense fallback={loading}>
          <Body />
        </Suspense>
      ) : (
        loading
      )}
    </PageFrame>
  )
}
const StatsPage = () => <LazyBody pageId="hubStats" Body={StatsBody} />
const TrackerPage = () => <LazyBody pageId="hubTravelerTracker" Body={TrackerBody} />

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

const OWN_PAGES = [
  'hub',
  'hubPolicy',
  'hubPolicyVertical',
  'hubPolicySection',
  'hubIntegrationsSso',
  'hubCompany',
]
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
  hubPolicy: () => <PolicyRootPage />,
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
  // Payment options, trip reporting fields and account permissions (decision 057).
  hubPaymentOptions: PaymentOptionsPage,
  hubTripReportingFields: ReportingFieldsPage,
  hubAccountPermissions: AccountPermissionsPage,
  hubPolicyMessages: HomepageMessagesPage,
  hubIntegrations: IntegrationsPage,
  hubStats: StatsPage,
  hubTravelerTracker: TrackerPage,
  // Approvals (decision 055).
  hubApprovals: ApprovalsHubPage,
  hubApprovalsSettings: ApprovalSettingsPage,
  hubApprovalsApprovers: ApproversPage,
  hubApproval: ApprovalQueuePage,
  hubBook: BookQueue,
})
