import type { Logger } from 'pino'
import type { AppConfig } from '../../config.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { BookingLifecycle } from '../trips/booking-lifecycle.ts'
import {
  type ApprovalConflictsService,
  createApprovalConflictsService,
} from './approval-conflicts.service.ts'
import {
  type ApprovalDecisionsService,
  createApprovalDecisionsService,
} from './approval-decisions.service.ts'
import { type ApprovalSettingsService, createApprovalSettingsService } from './approval-settings.service.ts'

export interface ApprovalsServices {
  settings: ApprovalSettingsService
  decisions: ApprovalDecisionsService
  conflicts: ApprovalConflictsService
}

/** Approvals (decision 055); the booking check itself is registered with the checkout's checks. */
export function createApprovalsServices(
  data: Data,
  deps: {
    config: AppConfig
    mail: Pick<MailDispatcher, 'dispatch'>
    audit: BusinessAuditService
    logger: Pick<Logger, 'warn' | 'error'>
    lifecycle: BookingLifecycle
    now?: () => Date
  },
): ApprovalsServices {
  return {
    conflicts: createApprovalConflictsService(data),
    settings: createApprovalSettingsService({
      data,
      audit: deps.audit,
      slackLoopbackHttp: deps.config.approvals.slackLoopbackHttp,
    }),
    decisions: createApprovalDecisionsService({
      data,
      config: deps.config,
      mail: deps.mail,
      logger: deps.logger,
      now: deps.now ?? (() => new Date()),
      lifecycle: deps.lifecycle,
    }),
  }
}
