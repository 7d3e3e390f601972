import {
  HomepageMessageErrorCode as H,
  HOMEPAGE_MESSAGE_LIMITS as LIMITS,
} from '../../../shared/business/homepage-messages-contract.ts'
import type {
  TCurrentHomepageMessages,
  THomepageMessage,
  THomepageMessageListResponse,
  THomepageMessageSaveRequest,
} from '../../../shared/business/homepage-messages-schemas.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { isSafeLines, isSafeText } from '../../../shared/text-rules.ts'
import { HttpError } from '../../http-error.ts'
import type {
  HomepageMessageFields,
  HomepageMessageRepository,
} from '../../repositories/homepage-message.repository.ts'
import type { PaymentCardRepository } from '../../repositories/payment-card.repository.ts'
import {
  type AuditActor,
  type BusinessAuditService,
  targetChange,
} from '../business/business-audit.service.ts'
import { normalizedText } from '../normalized-text.ts'

export interface HomepageMessagesService {
  list(companyId: string): Promise<THomepageMessageListResponse>
  create(actor: AuditActor, request: THomepageMessageSaveRequest): Promise<THomepageMessage>
  update(actor: AuditActor, id: string, request: THomepageMessageSaveRequest): Promise<THomepageMessage>
  remove(actor: AuditActor, id: string): Promise<void>
  /** What a member sees on the home page today. */
  current(companyId: string, userId: string): Promise<TCurrentHomepageMessages>
}

const invalid = (description: string) => new HttpError(400, H.HOMEPAGE_MESSAGE_INVALID, description)
const notFound = () => new HttpError(404, H.HOMEPAGE_MESSAGE_NOT_FOUND, 'No such message.')

/** Plain text: a one-line title; a body keeping its line breaks, no other control characters. */
export function messageFields(
  request: THomepageMessageSaveRequest,
  groupIds: readonly string[],
): HomepageMessageFields {
  const title = normalizedText(request.title)
  const body = request.body.normalize('NFKC').replace(/\r\n?/g, '\n').trim()
  if (title === '' || title.length > LIMITS.titleMaxLength || !isSafeText(title))
    throw invalid(`Give the message a title of up to ${LIMITS.titleMaxLength} characters.`)
  if (body === '' || body.length > LIMITS.bodyMaxLength || !isSafeLines(body))
    throw invalid(`Give the message a text of up to ${LIMITS.bodyMaxLength} characters.`)
  const endsOn = request.endsOn ?? null
  if (endsOn !== null && endsOn < request.startsOn) throw invalid('A message ends on or after its first day.')
  const wanted = [...new Set(request.groupIds ?? [])]
  if (request.audience === 'groups' && wanted.length === 0) throw invalid('Choose at least one group.')
  if (wanted.some((g) => !groupIds.includes(g))) throw invalid('A group is not one of your company’s.')
  return {
    title,
    body,
    audience: request.audience,
    groupIds: request.audience === 'groups' ? wanted : [],
    startsOn: request.startsOn,
    endsOn,
  }
}

/** Homepage messages (decision 057): written by admins, shown to the company's travellers; audited. */
export function createHomepageMessagesService(deps: {
  messages: HomepageMessageRepository
  cards: Pick<PaymentCardRepository, 'groups' | 'memberGroupIds'>
  audit: Pick<BusinessAuditService, 'record'>
  now: () => Date
}): HomepageMessagesService {
  const { messages, cards, audit } = deps
  const groupIdsOf = async (companyId: string) => (await cards.groups(companyId)).map((g) => g.id)
  async function saved(companyId: string, id: string) {
    const row = await messages.find(companyId, id)
    if (!row) throw notFound()
    return row
  }
  return {
    async list(companyId) {
      const [rows, groups] = await Promise.all([messages.list(companyId), cards.groups(companyId)])
      return { messages: rows, groups }
    },
    async create(actor, request) {
      const fields = messageFields(request, await groupIdsOf(actor.companyId))
      if ((await messages.list(actor.companyId)).length >= LIMITS.messagesPerCompany)
        throw new HttpError(
          409,
          H.HOMEPAGE_MESSAGE_LIMIT,
          `A company keeps at most ${LIMITS.messagesPerCompany} messages.`,
        )
      const id = await messages.insert(actor.companyId, actor.userId, fields)
      await audit.record(actor, targetChange('homepageMessage', 'create', id, fields.title))
      return saved(actor.companyId, id)
    },
    async update(actor, id, request) {
      await saved(actor.companyId, id)
      const fields = messageFields(request, await groupIdsOf(actor.companyId))
      await messages.update(actor.companyId, id, fields)
      await audit.record(actor, targetChange('homepageMessage', 'update', id, fields.title))
      return saved(actor.companyId, id)
    },
    async remove(actor, id) {
      const before = await saved(actor.companyId, id)
      await messages.remove(actor.companyId, id)
      await audit.record(actor, targetChange('homepageMessage', 'remove', id, before.title))
    },
    async current(companyId, userId) {
      const day = isoDay(deps.now())
      const groups = await cards.memberGroupIds(companyId, userId)
      const rows = await messages.current(companyId, day, groups, LIMITS.shown)
      return { messages: rows.map(({ id, title, body }) => ({ id, title, body })) }
    },
  }
}
