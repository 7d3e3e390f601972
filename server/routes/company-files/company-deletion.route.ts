import type { FastifyInstance } from 'fastify'
import { COMPANY_FILES_API, CompanyFilesErrorCode } from '../../../shared/business/company-files-contract.ts'
import { ZCompanyDeletionRequestSchema } from '../../../shared/business/company-files-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { mailContext } from '../auth/auth-reply.ts'

const DELETION = {
  // Deleting the company is for its own admin, never support acting as one.
  business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features: ['COMPANY_DELETION'], lasting: true },
} as const

/** Company deletion by an e-mailed link (spec section 7; decision 035). */
export async function companyDeletionRoutes(app: FastifyInstance) {
  const deletion = app.services.companyFiles.deletion

  app.post(
    COMPANY_FILES_API.sendDeletionEmail,
    { config: { ...DELETION, rateLimit: RATE_LIMITS.mailing } },
    async (request) => {
      const session = businessSessionOf(request)
      return deletion.sendLink(auditActorOf(session), mailContext(app, request))
    },
  )

  app.delete(
    COMPANY_FILES_API.deletion,
    { config: { ...DELETION, rateLimit: RATE_LIMITS.signIn } },
    async (request) => {
      const session = businessSessionOf(request)
      // A link that cannot be ours reads like any other wrong link.
      const link = ZCompanyDeletionRequestSchema.safeParse(request.params)
      if (!link.success) {
        throw new HttpError(
          404,
          CompanyFilesErrorCode.DELETION_LINK_INVALID,
          'This deletion link is not valid.',
        )
      }
      return deletion.confirm(auditActorOf(session), link.data)
    },
  )
}
