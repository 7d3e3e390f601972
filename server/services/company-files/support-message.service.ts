import type { TSupportMessageResponse } from '../../../shared/business/company-files-schemas.ts'
import {
  ATTACHMENT_MAX_DIMENSION,
  ATTACHMENT_TYPES,
  UPLOAD_EXTENSION,
} from '../../../shared/business/upload-rules.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { SupportMessageRepository } from '../../repositories/support-message.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import { type AcceptedFile, acceptUpload } from './upload-check.ts'

export interface ReceivedFile {
  /** The name the browser sent: only a hint for the stored name, never for the type. */
  filename: string
  bytes: Uint8Array
}

export interface SupportMessageInput {
  kind: 'accountManager' | 'issue'
  subject: string
  description: string
  topic?: string
  bookingNumber?: string
  files: readonly ReceivedFile[]
  /** The brand the member wrote from (support answers under it). */
  brandName: string
}

/** Messages to the account manager and issue reports: stored, then e-mailed to support (decision 035). */
export interface SupportMessageService {
  send(actor: AuditActor, input: SupportMessageInput): Promise<TSupportMessageResponse>
}

/** A readable, harmless name with the extension of the type found in the bytes. */
export function storedFileName(sent: string, file: AcceptedFile, position: number): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 80)
  return `${base || `attachment-${position + 1}`}.${UPLOAD_EXTENSION[file.type]}`
}

function sizeLabel(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`
}

export function createSupportMessageService(deps: {
  repo: SupportMessageRepository
  /** The unit of work: the message and its audit entry commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  mail: Pick<MailDispatcher, 'dispatch'>
  supportEmail: string
}): SupportMessageService {
  return {
    async send(actor, input) {
      // Every file is checked before anything is stored: one refused file refuses the message.
      const accepted: { name: string; file: AcceptedFile }[] = []
      for (const [i, received] of input.files.entries()) {
        const file = await acceptUpload(received.bytes, ATTACHMENT_TYPES, ATTACHMENT_MAX_DIMENSION)
        accepted.push({ name: storedFileName(received.filename, file, i), file })
      }
      const companyName = (await deps.repo.companyName(actor.companyId)) ?? ''
      const id = await deps.data.transaction(async (tx) => {
        const messageId = await tx.supportMessages.insert(
          {
            company_id: actor.companyId,
            user_id: actor.userId,
            user_email: actor.email,
            kind: input.kind,
            subject: input.subject,
            description: input.description,
            topic: input.topic ?? null,
            booking_number: input.bookingNumber ?? null,
          },
          accepted.map((a, position) => ({
            position,
            file_name: a.name,
            content_type: a.file.contentType,
            size: a.file.bytes.length,
            content: a.file.bytes,
          })),
        )
        await deps.audit.record(
          actor,
          {
            action: input.kind === 'issue' ? 'support.issue.report' : 'support.accountManager.contact',
            targetType: 'supportMessage',
            targetId: messageId,
            targetLabel: input.subject,
            details: { attachments: accepted.length, ...(input.topic ? { topic: input.topic } : {}) },
          },
          tx,
        )
        return messageId
      })
      deps.mail.dispatch({
        to: deps.supportEmail,
        // Support reads English; the member's own words travel unchanged.
        language: 'en',
        brandName: input.brandName,
        message: {
          kind: 'support_message',
          topic:
            input.kind === 'issue'
              ? `Issue report (${input.topic ?? 'other'})`
              : 'Message to the account manager',
          companyName,
          from: actor.email,
          subject: input.subject,
          description: input.description,
          bookingNumber: input.bookingNumber ?? '-',
          attachmentNames:
            accepted.map((a) => `${a.name} (${sizeLabel(a.file.bytes.length)})`).join(', ') || '-',
        },
        attachments: accepted.map((a) => ({
          filename: a.name,
          contentType: a.file.contentType,
          content: a.file.bytes,
        })),
      })
      return {
        id,
        attachments: accepted.map((a) => ({ name: a.name, type: a.file.type, size: a.file.bytes.length })),
      }
    },
  }
}
