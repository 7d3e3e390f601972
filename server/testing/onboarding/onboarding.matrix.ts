import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { type MatrixSample, noInput } from '../business-matrix/matrix-sample.ts'
import { createMemberOf, json } from '../company/company-test-kit.ts'

const setup = { firstName: 'Matrix', lastName: 'Member' }

/** One valid request per business route of the onboarding (ASVS rows 35 and 38). */
export const ONBOARDING_MATRIX: MatrixSample[] = [
  ...[ONBOARDING_API.sendConfirmation, ONBOARDING_API.bizPlusSendConfirmation].map(
    (url): MatrixSample => ({
      method: 'POST',
      url,
      // The link goes to an admin of the caller's own company.
      build: async ({ t, company }) => {
        const admin = await createMemberOf(t, company, 'admin')
        return json('POST', url, { userEmail: admin.email })
      },
    }),
  ),
  noInput('POST', ONBOARDING_API.resendConfirmationEmail),
  { method: 'POST', url: ONBOARDING_API.setupV1, build: () => json('POST', ONBOARDING_API.setupV1, setup) },
  {
    method: 'POST',
    url: ONBOARDING_API.setupV2,
    build: () =>
      json('POST', ONBOARDING_API.setupV2, { ...setup, phoneCountryCode: '+1', phoneNumber: '555 0100' }),
  },
  {
    method: 'POST',
    url: ONBOARDING_API.setupV3,
    build: () =>
      json('POST', ONBOARDING_API.setupV3, { ...setup, sizeBand: '11-50', travelNeeds: ['hotels'] }),
  },
  { method: 'GET', url: ONBOARDING_API.setupV3, build: () => json('GET', ONBOARDING_API.setupV3) },
  noInput('GET', ONBOARDING_API.tasks),
  {
    method: 'POST',
    url: ONBOARDING_API.taskStatus,
    build: () => json('POST', `${ONBOARDING_API.taskStatus}?taskId=downloadApp&status=skipped`),
  },
  noInput('POST', ONBOARDING_API.dismissReminderTaskGrid),
  noInput('GET', ONBOARDING_API.accountInfo),
  {
    method: 'POST',
    url: ONBOARDING_API.accountKeywords,
    build: () => json('POST', ONBOARDING_API.accountKeywords, { keywords: ['CC-1'] }),
  },
  noInput('GET', ONBOARDING_API.currentIdentity),
]
