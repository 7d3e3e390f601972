import type { FastifyInstance } from 'fastify'
import { COMPANY_FILES_API, COMPANY_FILES_FIELDS } from '../../../shared/business/company-files-contract.ts'
import {
  ZContactAccountManagerRequestSchema,
  ZIssueReportRequestSchema,
} from '../../../shared/business/company-files-schemas.ts'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '../../../shared/business/upload-rules.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { readForm } from './multipart-form.ts'

const MESSAGE_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const

/** POST contactAccountManager and issues/reporting/v1/report (spec section 7; decision 035). */
export async function supportMessageRoutes(app: FastifyInstance) {
  const support = app.services.companyFiles.support

  app.post(
    COMPANY_FILES_API.contactAccountManager,
    {
      config: {
        business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] },
        rateLimit: MESSAGE_RATE_LIMIT,
      },
    },
    async (request) => {
      const session = businessSessionOf(request)
      const form = await readForm(request, {
        fileFields: [COMPANY_FILES_FIELDS.attachment],
        maxFiles: 1,
        maxFileBytes: ATTACHMENT_MAX_BYTES,
      })
      const input = ZContactAccountManagerRequestSchema.parse(form.fields)
      return support.send(auditActorOf(session), {
        kind: 'accountManager',
        ...input,
        files: form.files,
        brandName: request.brand.displayName,
      })
    },
  )

  // Any member may report an issue with their travel or the site.
  app.post(
    COMPANY_FILES_API.issueReport,
    { config: { business: { permissions: [] }, rateLimit: MESSAGE_RATE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const form = await readForm(request, {
        fileFields: [COMPANY_FILES_FIELDS.attachments],
        maxFiles: ATTACHMENT_MAX_FILES,
        maxFileBytes: ATTACHMENT_MAX_BYTES,
      })
      const { summary, ...rest } = ZIssueReportRequestSchema.parse(form.fields)
      return support.send(auditActorOf(session), {
        kind: 'issue',
        subject: summary,
        ...rest,
        files: form.files,
        brandName: request.brand.displayName,
      })
    },
  )
}
