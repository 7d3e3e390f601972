import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import { GetStartedPage } from '../../features/business-onboarding/get-started-page.tsx'
import { TasksPage } from '../../features/business-onboarding/tasks-page.tsx'
import { VerifyPage } from '../../features/business-verify/verify-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { framePages } from '../page-frame.tsx'

addEnglishMessages(businessVerifyMessages)

export const PAGES = {
  ...framePages(['businessInvitations', 'businessEvents', 'businessBizPlusUpgrade']),
  businessVerify: VerifyPage,
  businessGetStarted: GetStartedPage,
  businessTasks: () => <TasksPage list="account" />,
  businessTasksCompany: () => <TasksPage list="company" />,
}
