import type { FastifyInstance } from 'fastify'
import { COMPANY_FILES_FIELDS } from '../../../shared/business/company-files-contract.ts'
import { companyFilesEndpoints as api } from '../../../shared/business/company-files-endpoints.ts'
import {
  ZContactAccountManagerRequestSchema,
  ZIssueReportRequestSchema,
} from '../../../shared/business/company-files-schemas.ts'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '../../../shared/business/upload-rules.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { CompanyFilesServices } from '../../services/company-files/company-files-services.ts'
import { readForm } from './multipart-form.ts'

/**
 * POST contactAccountManager and issues/reporting/v1/report (spec section 7; decision 035). Their forms
 * carry files, so they are read and checked here (multipart-form.ts), not by a declared body.
 */
export async function supportMessageRoutes(app: FastifyInstance, { files }: { files: CompanyFilesServices }) {
  const support = files.support

  route(app, api.contactAccountManager, async (request) => {
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
  })

  route(app, api.reportIssue, async (request) => {
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
  })
}
