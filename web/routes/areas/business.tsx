import { framePages } from '../page-frame.tsx'

export const PAGES = framePages([
  'businessVerify',
  'businessGetStarted',
  'businessTasks',
  'businessTasksCompany',
  'businessInvitations',
  'businessEvents',
  'businessBizPlusUpgrade',
])
