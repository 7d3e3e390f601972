import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import membersMessages from 'virtual:fw-messages/section/members'
import { VerifyPage } from '../../features/business-verify/verify-page.tsx'
import { InvitationHubPage } from '../../features/invitations/invitation-hub-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { framePages } from '../page-frame.tsx'

addEnglishMessages(businessVerifyMessages)
addEnglishMessages(membersMessages)

export const PAGES = {
  ...framePages([
    'businessGetStarted',
    'businessTasks',
    'businessTasksCompany',
    'businessEvents',
    'businessBizPlusUpgrade',
  ]),
  businessVerify: VerifyPage,
  businessInvitations: InvitationHubPage,
}
