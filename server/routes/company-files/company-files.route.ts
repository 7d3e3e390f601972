import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { MULTIPART_LIMITS } from '../../../shared/business/upload-rules.ts'
import type { CompanyFilesServices } from '../../services/company-files/company-files-services.ts'
import { noStore } from '../reply-helpers.ts'
import { companyDeletionRoutes } from './company-deletion.route.ts'
import { companyInterestRoutes } from './company-interest.route.ts'
import { companyLogoImageRoutes, companyLogoRoutes } from './company-logo.route.ts'
import { supportMessageRoutes } from './support-message.route.ts'

/**
 * The company's files and messages (decision 035). Multipart is parsed only inside the scope of the
 * routes that take files (Fastify encapsulates content-type parsers): everywhere else it stays a 415.
 */
export async function companyFilesRoutes(app: FastifyInstance, { files }: { files: CompanyFilesServices }) {
  // The logo image is cached by its versioned URL; everything else is no-store.
  await app.register(companyLogoImageRoutes, { files })
  await app.register(async (api) => {
    noStore(api)
    await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })
    await api.register(companyLogoRoutes, { files })
    await api.register(supportMessageRoutes, { files })
    await api.register(companyDeletionRoutes, { files })
    await api.register(companyInterestRoutes, { files })
  })
}
