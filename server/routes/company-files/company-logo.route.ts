import type { FastifyInstance } from 'fastify'
import { COMPANY_FILES_FIELDS } from '../../../shared/business/company-files-contract.ts'
import { companyFilesEndpoints as api } from '../../../shared/business/company-files-endpoints.ts'
import { LOGO_MAX_BYTES } from '../../../shared/business/upload-rules.ts'
import { actorOf, auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { CompanyFilesServices } from '../../services/company-files/company-files-services.ts'
import { missingFile } from './company-files-errors.ts'
import { readForm } from './multipart-form.ts'

/** POST logo and logo/delete (spec section 7); registered where multipart is accepted. */
export async function companyLogoRoutes(app: FastifyInstance, { files }: { files: CompanyFilesServices }) {
  const logos = files.logo

  // The form is read here, within busboy's limits: the declaration has no body to validate.
  route(app, api.uploadLogo, async (request) => {
    const session = businessSessionOf(request)
    const form = await readForm(request, {
      fileFields: [COMPANY_FILES_FIELDS.logo],
      maxFiles: 1,
      maxFileBytes: LOGO_MAX_BYTES,
    })
    const file = form.files[0]
    if (!file) throw missingFile(COMPANY_FILES_FIELDS.logo)
    return logos.upload(auditActorOf(session), file.bytes)
  })

  route(app, api.removeLogo, async (request) => logos.remove(actorOf(request)))
}

/**
 * GET the logo image, for members of its company only (another company's version is not found). The
 * URL changes with the image, so it is cached for a year; the answer can never be taken for a page.
 */
export async function companyLogoImageRoutes(
  app: FastifyInstance,
  { files }: { files: CompanyFilesServices },
) {
  const logos = files.logo
  route(app, api.logoImage, async (request, reply) => {
    const session = businessSessionOf(request)
    const logo = await logos.image(session.business.companyId, request.params.version)
    return reply
      .header('content-type', logo.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(logo.image))
  })
}
