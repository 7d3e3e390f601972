import crypto from 'node:crypto'
import {
  COMPANY_DELETE_PAGE,
  CompanyFilesErrorCode,
  DELETION_LINK_LIFETIME_MS,
} from '../../../shared/business/company-files-contract.ts'
import type {
  TCompanyDeletionRequest,
  TCompanyDeletionResponse,
  TSendDeletionEmailResponse,
} from '../../../shared/business/company-files-schemas.ts'
import { forbidden, HttpError } from '../../http-error.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { CompanyDeletionRepository } from '../../repositories/company-deletion.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { MailContext } from '../auth/auth-deps.ts'
import { sameSecret } from '../auth/same-secret.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'

/** Company deletion by an e-mailed link (decision 035). */
export interface CompanyDeletionService {
  sendLink(actor: AuditActor, ctx: MailContext): Promise<TSendDeletionEmailResponse>
  /** Deletes the caller's company when the link is its own, unused and fresh. */
  confirm(actor: AuditActor, link: TCompanyDeletionRequest): Promise<TCompanyDeletionResponse>
}

export interface CompanyDeletionDeps {
  repo: Pick<CompanyDeletionRepository, 'companyName'>
  /** The request, the deletion, its members' sessions and the audit entry change in one transaction. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  mail: Pick<MailDispatcher, 'dispatch'>
  secret: string
  /** The operator's record of a deletion: the company's own audit log goes with it. */
  onDeleted: (event: { companyId: string; companyName: string; actor: AuditActor; members: number }) => void
  now?: () => Date
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function confirmationCode(): string {
  const bytes = crypto.randomBytes(8)
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
}

/** The token is bound to its company, code and time: a token cannot be moved to another link. */
export function deletionTokenHash(secret: string, companyId: string, link: TCompanyDeletionRequest): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`company-deletion\0${companyId}\0${link.confirmationCode}\0${link.requestTime}\0${link.token}`)
    .digest('hex')
}

const linkInvalid = () =>
  new HttpError(
    404,
    CompanyFilesErrorCode.DELETION_LINK_INVALID,
    'This deletion link is not valid: it may have expired or been used. Ask for a new one.',
  )

export function createCompanyDeletionService(deps: CompanyDeletionDeps): CompanyDeletionService {
  const now = deps.now ?? (() => new Date())
  return {
    async sendLink(actor, ctx) {
      const companyName = (await deps.repo.companyName(actor.companyId)) ?? ''
      const requestedAt = now()
      const link: TCompanyDeletionRequest = {
        confirmationCode: confirmationCode(),
        requestTime: String(requestedAt.getTime()),
        token: crypto.randomBytes(32).toString('base64url'),
      }
      const expiresAt = new Date(requestedAt.getTime() + DELETION_LINK_LIFETIME_MS)
      await deps.data.transaction(async (tx) => {
        await tx.companyDeletion.insertRequest({
          company_id: actor.companyId,
          requested_by_user_id: actor.userId,
          confirmation_code: link.confirmationCode,
          requested_at: requestedAt,
          token_hash: deletionTokenHash(deps.secret, actor.companyId, link),
          expires_at: expiresAt,
        })
        await deps.audit.record(
          actor,
          {
            action: 'company.deletion.request',
            targetType: 'company',
            targetId: actor.companyId,
            targetLabel: companyName,
            details: { confirmationCode: link.confirmationCode, expiresAt: expiresAt.toISOString() },
          },
          tx,
        )
      })
      const query = new URLSearchParams({ ...link })
      // Only to the admin who asked: whoever deletes must also read that admin's mail.
      deps.mail.dispatch({
        to: actor.email,
        language: ctx.language,
        brandName: ctx.brandName,
        message: {
          kind: 'company_deletion',
          link: `${ctx.origin}${COMPANY_DELETE_PAGE}?${query}`,
          companyName,
        },
      })
      return { sentTo: actor.email, expiresAt: expiresAt.toISOString() }
    },

    async confirm(actor, link) {
      // Irreversible, so only the company's own admin: support acting as them may not (decision 021).
      if (actor.impersonatorUserId) throw forbidden('Support staff cannot delete a company for its admins.')
      const at = now()
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const companyName = (await deps.repo.companyName(actor.companyId)) ?? ''
      const members = await deps.data.transaction(async (tx) => {
        // The row is looked up within the caller's own company: another company's link is not found.
        const row = await tx.companyDeletion.findRequestForUpdate(actor.companyId, link.confirmationCode)
        const fresh =
          row !== null &&
          row.used_at === null &&
          row.expires_at > at &&
          String(row.requested_at.getTime()) === link.requestTime
        if (
          !row ||
          !fresh ||
          !sameSecret(deletionTokenHash(deps.secret, actor.companyId, link), row.token_hash)
        )
          throw linkInvalid()
        await tx.companyDeletion.markUsed(row.id, at)
        const memberIds = await tx.companyDeletion.deleteCompany(actor.companyId)
        // Their sessions become personal ones, in the same transaction.
        await tx.sessions.leaveBusinessMode(memberIds)
        return memberIds.length
      })
      // Cached sessions still carry the company: without this, members would act for it for seconds more.
      await deps.evictions.publish({ companyId: actor.companyId })
      deps.onDeleted({ companyId: actor.companyId, companyName, actor, members })
      return { deleted: true, companyName }
    },
  }
}
