import {
  mayManagePayment,
  PaymentErrorCode as P,
  PAYMENT_LIMITS,
} from '../../../shared/business/payment-contract.ts'
import type {
  TCard,
  TCardReference,
  TCompanyCard,
  TCompanyCardCreateRequest,
  TMyCardsResponse,
  TPaymentOptionsResponse,
} from '../../../shared/business/payment-schemas.ts'
import type { TPlan } from '../../../shared/permissions.ts'
import { forbidden, HttpError } from '../../http-error.ts'
import { presentCard, presentCompanyCard } from '../../presenters/payment.presenter.ts'
import type { PaymentCardRepository } from '../../repositories/payment-card.repository.ts'
import type { TravelSettingsRepository } from '../../repositories/travel-settings.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import { isUniqueViolation } from '../company/company-errors.ts'
import { checkedCard } from './card-rules.ts'

/** Who asks: the audit actor, the company's plan and the caller's permissions. */
export interface PaymentCaller {
  actor: AuditActor
  plan: TPlan
  permissions: readonly string[]
}

export interface PaymentOptionsService {
  options(caller: PaymentCaller): Promise<TPaymentOptionsResponse>
  addCompanyCard(caller: PaymentCaller, request: TCompanyCardCreateRequest): Promise<TCompanyCard>
  removeCompanyCard(caller: PaymentCaller, id: string): Promise<void>
  setInvoice(caller: PaymentCaller, enabled: boolean): Promise<TPaymentOptionsResponse>
  myCards(actor: AuditActor): Promise<TMyCardsResponse>
  addMyCard(actor: AuditActor, card: TCardReference): Promise<TCard>
  removeMyCard(actor: AuditActor, id: string): Promise<void>
}

const cardNotFound = () => new HttpError(404, P.PAYMENT_CARD_NOT_FOUND, 'No such card.')
const cardExists = () =>
  new HttpError(409, P.PAYMENT_CARD_EXISTS, 'This group already has its card: remove it first.')
const label = (c: { brand: string; last4: string }) => `${c.brand} •••• ${c.last4}`

/**
 * Payment options (decision 057): the company's shared cards (one per policy group, one default),
 * invoice, and each traveller's own cards. Company changes need payment method management, and on
 * Business Plus and above company settings management too; every change is audited.
 */
export function createPaymentOptionsService(deps: {
  cards: PaymentCardRepository
  settings: TravelSettingsRepository
  audit: Pick<BusinessAuditService, 'record'>
  now: () => Date
}): PaymentOptionsService {
  const { cards, settings, audit, now } = deps
  const manager = (caller: PaymentCaller) => {
    if (!mayManagePayment(caller.plan, caller.permissions))
      throw forbidden('Changing payment methods needs payment method and company settings management.')
  }

  async function options(caller: PaymentCaller): Promise<TPaymentOptionsResponse> {
    const companyId = caller.actor.companyId
    const [rows, s, groups] = await Promise.all([
      cards.companyCards(companyId),
      settings.get(companyId),
      cards.groups(companyId),
    ])
    return {
      cards: rows.map(presentCompanyCard),
      invoiceEnabled: s.invoiceEnabled,
      groups,
      canManage: mayManagePayment(caller.plan, caller.permissions),
    }
  }

  async function insert(values: Parameters<PaymentCardRepository['insert']>[0]) {
    try {
      return await cards.insert(values)
    } catch (error) {
      if (isUniqueViolation(error)) throw cardExists()
      throw error
    }
  }

  return {
    options,
    async addCompanyCard(caller, request) {
      manager(caller)
      const card = checkedCard(request.card, now(), 'card.')
      const { companyId } = caller.actor
      if (request.groupId !== null) {
        const groups = await cards.groups(companyId)
        if (!groups.some((g) => g.id === request.groupId))
          throw new HttpError(404, P.PAYMENT_GROUP_NOT_FOUND, 'No such group.')
      }
      const existing = await cards.companyCards(companyId)
      if (existing.some((c) => c.groupId === request.groupId)) throw cardExists()
      const id = await insert({
        companyId,
        kind: 'company',
        groupId: request.groupId,
        ownerUserId: null,
        ...card,
        createdBy: caller.actor.userId,
      })
      const row = await cards.find(companyId, id)
      if (!row) throw cardNotFound()
      await audit.record(caller.actor, {
        action: 'payment.card.add',
        targetType: 'paymentCard',
        targetId: id,
        targetLabel: label(row),
        details: { groupId: request.groupId },
      })
      return presentCompanyCard(row)
    },
    async removeCompanyCard(caller, id) {
      manager(caller)
      const row = await cards.find(caller.actor.companyId, id)
      if (row?.kind !== 'company') throw cardNotFound()
      await cards.remove(caller.actor.companyId, id)
      await audit.record(caller.actor, {
        action: 'payment.card.remove',
        targetType: 'paymentCard',
        targetId: id,
        targetLabel: label(row),
      })
    },
    async setInvoice(caller, enabled) {
      manager(caller)
      await settings.set(caller.actor.companyId, { invoiceEnabled: enabled })
      await audit.record(caller.actor, { action: 'payment.invoice', details: { enabled } })
      return options(caller)
    },
    async myCards(actor) {
      const [rows, s] = await Promise.all([
        cards.personalCards(actor.companyId, actor.userId),
        settings.get(actor.companyId),
      ])
      return { cards: rows.map(presentCard), allowed: s.allowPersonalCards }
    },
    async addMyCard(actor, request) {
      const s = await settings.get(actor.companyId)
      if (!s.allowPersonalCards)
        throw new HttpError(403, P.PERSONAL_CARDS_NOT_ALLOWED, 'Your company does not take personal cards.')
      const card = checkedCard(request, now())
      const mine = await cards.personalCards(actor.companyId, actor.userId)
      if (mine.length >= PAYMENT_LIMITS.personalCardsPerTraveller)
        throw new HttpError(409, P.PAYMENT_CARD_LIMIT, 'You have as many cards as you may keep.')
      const id = await insert({
        companyId: actor.companyId,
        kind: 'personal',
        groupId: null,
        ownerUserId: actor.userId,
        ...card,
        createdBy: actor.userId,
      })
      const row = await cards.find(actor.companyId, id)
      if (!row) throw cardNotFound()
      await audit.record(actor, {
        action: 'payment.personalCard.add',
        targetType: 'paymentCard',
        targetId: id,
        targetLabel: label(row),
      })
      return presentCard(row)
    },
    async removeMyCard(actor, id) {
      const row = await cards.find(actor.companyId, id)
      // Another traveller's card answers as no card at all.
      if (row?.kind !== 'personal' || row.ownerUserId !== actor.userId) throw cardNotFound()
      await cards.remove(actor.companyId, id)
      await audit.record(actor, {
        action: 'payment.personalCard.remove',
        targetType: 'paymentCard',
        targetId: id,
        targetLabel: label(row),
      })
    },
  }
}
