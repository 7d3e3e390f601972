import type { Logger } from 'pino'
import type { AppConfig } from '../../config.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { type CompanyDeletionService, createCompanyDeletionService } from './company-deletion.service.ts'
import { type CompanyInterestService, createCompanyInterestService } from './company-interest.service.ts'
import { type CompanyLogoService, createCompanyLogoService } from './company-logo.service.ts'
import { createSupportMessageService, type SupportMessageService } from './support-message.service.ts'

/** The company's files and messages (decision 035). */
export interface CompanyFilesServices {
  logo: CompanyLogoService
  deletion: CompanyDeletionService
  interest: CompanyInterestService
  support: SupportMessageService
}

export function createCompanyFilesServices(
  data: Data,
  config: Pick<AppConfig, 'secret' | 'supportEmail'>,
  deps: {
    audit: Pick<BusinessAuditService, 'record'>
    evictions: Pick<SessionEvictions, 'publish'>
    mail: Pick<MailDispatcher, 'dispatch'>
    logger: Pick<Logger, 'warn'>
  },
): CompanyFilesServices {
  return {
    logo: createCompanyLogoService(data, deps.audit, deps.evictions),
    deletion: createCompanyDeletionService({
      repo: data.companyDeletion,
      data,
      audit: deps.audit,
      evictions: deps.evictions,
      mail: deps.mail,
      secret: config.secret,
      // The company's audit log is gone with it; the operators' log keeps who deleted what, and when.
      onDeleted: ({ companyId, companyName, actor, members }) =>
        deps.logger.warn(
          {
            event: 'company.deleted',
            companyId,
            companyName,
            actorUserId: actor.userId,
            impersonatorUserId: actor.impersonatorUserId,
            members,
          },
          'company deleted',
        ),
    }),
    interest: createCompanyInterestService(data, deps.audit),
    support: createSupportMessageService({
      repo: data.supportMessages,
      data,
      audit: deps.audit,
      mail: deps.mail,
      supportEmail: config.supportEmail,
    }),
  }
}
