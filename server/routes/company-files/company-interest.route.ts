import type { FastifyInstance } from 'fastify'
import { COMPANY_FILES_API } from '../../../shared/business/company-files-contract.ts'
import {
  ZAddToWaitlistRequestSchema,
  ZPostponeDemoRequestSchema,
  ZRequestDemoRequestSchema,
} from '../../../shared/business/company-files-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'

const INTEREST = {
  business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] },
  rateLimit: { max: 10, timeWindow: 60_000 },
} as const

/** POST requestDemo, postponeDemo and v2/addToWaitlist (spec section 7; decision 035). */
export async function companyInterestRoutes(app: FastifyInstance) {
  const interest = app.services.companyFiles.interest

  app.post(COMPANY_FILES_API.requestDemo, { config: INTEREST }, async (request) => {
    const session = businessSessionOf(request)
    const input = ZRequestDemoRequestSchema.parse(request.body ?? {})
    return interest.requestDemo(auditActorOf(session), input)
  })

  app.post(COMPANY_FILES_API.postponeDemo, { config: INTEREST }, async (request) => {
    const session = businessSessionOf(request)
    const input = ZPostponeDemoRequestSchema.parse(request.body ?? {})
    return interest.postponeDemo(auditActorOf(session), input)
  })

  app.post(COMPANY_FILES_API.addToWaitlist, { config: INTEREST }, async (request) => {
    const session = businessSessionOf(request)
    const input = ZAddToWaitlistRequestSchema.parse(request.body ?? {})
    return interest.addToWaitlist(auditActorOf(session), input)
  })
}
