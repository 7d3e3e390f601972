import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import { VerifyPage } from '../../features/business-verify/verify-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { framePages } from '../page-frame.tsx'

addEnglishMessages(businessVerifyMessages)

export const PAGES = {
  ...framePages([
    'businessGetStarted',
    'businessTasks',
    'businessTasksCompany',
    'businessInvitations',
    'businessEvents',
    'businessBizPlusUpgrade',
  ]),
  businessVerify: VerifyPage,
}
