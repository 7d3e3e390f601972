import bizPagesMessages from 'virtual:fw-messages/section/bizPages'
import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import companyFilesMessages from 'virtual:fw-messages/section/companyFiles'
import companySettingsMessages from 'virtual:fw-messages/section/companySettings'
import membersMessages from 'virtual:fw-messages/section/members'
import { ApprovalLinkPage } from '../../features/approvals/approval-link-page.tsx'
import { BizPlusUpgradePage } from '../../features/biz-plus-upgrade/biz-plus-upgrade-page.tsx'
import { EventsPage } from '../../features/business-events/events-page.tsx'
import { GetStartedPage } from '../../features/business-onboarding/get-started-page.tsx'
import { TasksPage } from '../../features/business-onboarding/tasks-page.tsx'
import { VerifyPage } from '../../features/business-verify/verify-page.tsx'
import { CompanyDeletePage } from '../../features/company-files/company-delete-page.tsx'
import { VerifyDomainPage } from '../../features/company-settings/verify-domain-page.tsx'
import { InvitationHubPage } from '../../features/invitations/invitation-hub-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(businessVerifyMessages)
addEnglishMessages(companySettingsMessages)
addEnglishMessages(companyFilesMessages)
addEnglishMessages(membersMessages)
addEnglishMessages(bizPagesMessages)

export const PAGES = {
  businessEvents: EventsPage,
  businessBizPlusUpgrade: BizPlusUpgradePage,
  businessVerify: VerifyPage,
  businessVerifyDomain: VerifyDomainPage,
  businessCompanyDelete: CompanyDeletePage,
  businessApprovalLink: ApprovalLinkPage,
  businessInvitations: InvitationHubPage,
  businessGetStarted: GetStartedPage,
  businessTasks: () => <TasksPage list="account" />,
  businessTasksCompany: () => <TasksPage list="company" />,
}
