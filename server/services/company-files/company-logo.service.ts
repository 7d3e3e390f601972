import crypto from 'node:crypto'
import { logoImagePath } from '../../../shared/business/company-files-contract.ts'
import type { TCompanyLogoResponse } from '../../../shared/business/company-files-schemas.ts'
import { LOGO_MAX_DIMENSION, LOGO_TYPES } from '../../../shared/business/upload-rules.ts'
import { notFound } from '../../http-error.ts'
import type { CompanyLogoRow } from '../../repositories/company-logo.repository.ts'
import type { Data } from '../../repositories/data.ts'
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
  data: Pick<Data, 'companyLogo' | 'transaction'>,
  audit: Pick<BusinessAuditService, 'record'>,
  evictions: Pick<SessionEvictions, 'publish'>,
): CompanyLogoService {
  return {
    async upload(actor, bytes) {
      const file = await acceptUpload(bytes, LOGO_TYPES, LOGO_MAX_DIMENSION)
      const version = crypto.createHash('sha256').update(file.bytes).digest('hex').slice(0, 16)
      await data.transaction(async (tx) => {
        await tx.companyLogo.save({
          company_id: actor.companyId,
          version,
          content_type: file.contentType,
          width: file.width ?? 0,
          height: file.height ?? 0,
          image: file.bytes,
          updated_by_user_id: actor.userId,
        })
        await audit.record(
          actor,
          {
            action: 'company.logo.upload',
            targetType: 'company',
            targetId: actor.companyId,
            details: { version, contentType: file.contentType, width: file.width, height: file.height },
          },
          tx,
        )
      })
      // Members' cached sessions carry the logo's URL for the header (decision 015).
      await evictions.publish({ companyId: actor.companyId })
      return { companyLogoUrl: logoImagePath(version) }
    },

    async remove(actor) {
      await data.transaction(async (tx) => {
        if (await tx.companyLogo.remove(actor.companyId)) {
          await audit.record(
            actor,
            { action: 'company.logo.remove', targetType: 'company', targetId: actor.companyId },
            tx,
          )
        }
      })
      await evictions.publish({ companyId: actor.companyId })
      return { companyLogoUrl: null }
    },

    async image(companyId, version) {
      const row = await data.companyLogo.find(companyId, version)
      if (!row) throw notFound('The logo')
      return row
    },
  }
}
