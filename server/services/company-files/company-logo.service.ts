import crypto from 'node:crypto'
import { logoImagePath } from '../../../shared/business/company-files-contract.ts'
import type { TCompanyLogoResponse } from '../../../shared/business/company-files-schemas.ts'
import { LOGO_MAX_DIMENSION, LOGO_TYPES } from '../../../shared/business/upload-rules.ts'
import { notFound } from '../../http-error.ts'
import type { CompanyLogoRepository, CompanyLogoRow } from '../../repositories/company-logo.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { acceptUpload } from './upload-check.ts'

/** The company logo (decision 035): upload, removal and the stored image. */
export interface CompanyLogoService {
  upload(actor: AuditActor, bytes: Uint8Array): Promise<TCompanyLogoResponse>
  remove(actor: AuditActor): Promise<TCompanyLogoResponse>
  /** The caller's own company's logo at this version; another company's is not found. */
  image(companyId: string, version: string): Promise<CompanyLogoRow>
}

export function createCompanyLogoService(
  logos: CompanyLogoRepository,
  audit: Pick<BusinessAuditService, 'record'>,
  evictions: Pick<SessionEvictions, 'publish'>,
): CompanyLogoService {
  return {
    async upload(actor, bytes) {
      const file = await acceptUpload(bytes, LOGO_TYPES, LOGO_MAX_DIMENSION)
      const version = crypto.createHash('sha256').update(file.bytes).digest('hex').slice(0, 16)
      await logos.transaction(async (trx) => {
        await logos.save(
          {
            company_id: actor.companyId,
            version,
            content_type: file.contentType,
            width: file.width ?? 0,
            height: file.height ?? 0,
            image: file.bytes,
            updated_by_user_id: actor.userId,
          },
          trx,
        )
        await audit.record(
          actor,
          {
            action: 'company.logo.upload',
            targetType: 'company',
            targetId: actor.companyId,
            details: { version, contentType: file.contentType, width: file.width, height: file.height },
          },
          trx,
        )
      })
      // Members' cached sessions carry the logo's URL for the header (decision 015).
      await evictions.publish({ companyId: actor.companyId })
      return { companyLogoUrl: logoImagePath(version) }
    },

    async remove(actor) {
      await logos.transaction(async (trx) => {
        if (await logos.remove(actor.companyId, trx)) {
          await audit.record(
            actor,
            { action: 'company.logo.remove', targetType: 'company', targetId: actor.companyId },
            trx,
          )
        }
      })
      await evictions.publish({ companyId: actor.companyId })
      return { companyLogoUrl: null }
    },

    async image(companyId, version) {
      const row = await logos.find(companyId, version)
      if (!row) throw notFound('The logo')
      return row
    },
  }
}
