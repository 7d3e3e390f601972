import type { Kysely } from 'kysely'
import type { DB, PaymentCardBrand } from '../db/schema.ts'
import { companyNamesRepository } from './company-names.repository.ts'
import { removeCompanyRow } from './company-rows.ts'
import { isUuid } from './ids.ts'

export interface CardRow {
  id: string
  kind: 'company' | 'personal'
  groupId: string | null
  groupName: string | null
  ownerUserId: string | null
  brand: PaymentCardBrand
  last4: string
  expMonth: number
  expYear: number
  holderName: string
}

export interface NewCard {
  companyId: string
  kind: 'company' | 'personal'
  groupId: string | null
  ownerUserId: string | null
  providerToken: string
  brand: PaymentCardBrand
  last4: string
  expMonth: number
  expYear: number
  holderName: string
  createdBy: string
}

/** Card references of a company (decision 057). Every statement names the company. */
export interface PaymentCardRepository {
  companyCards(companyId: string): Promise<CardRow[]>
  personalCards(companyId: string, userId: string): Promise<CardRow[]>
  find(companyId: string, id: string): Promise<CardRow | null>
  insert(card: NewCard): Promise<string>
  remove(companyId: string, id: string): Promise<boolean>
  groups(companyId: string): Promise<{ id: string; name: string }[]>
  /** The groups a member is in. */
  memberGroupIds(companyId: string, userId: string): Promise<string[]>
}

export function createPaymentCardRepository(db: Kysely<DB>): PaymentCardRepository {
  const base = () =>
    db
      .selectFrom('payment_cards as c')
      .leftJoin('business_groups as g', 'g.id', 'c.group_id')
      .select([
        'c.id',
        'c.kind',
        'c.group_id as groupId',
        'g.name as groupName',
        'c.owner_user_id as ownerUserId',
        'c.brand',
        'c.last4',
        'c.exp_month as expMonth',
        'c.exp_year as expYear',
        'c.holder_name as holderName',
      ])
  return {
    companyCards: (companyId) =>
      base()
        .where('c.company_id', '=', companyId)
        .where('c.kind', '=', 'company')
        .orderBy('g.name', 'asc')
        .orderBy('c.created_at', 'asc')
        .execute(),
    personalCards: (companyId, userId) =>
      base()
        .where('c.company_id', '=', companyId)
        .where('c.kind', '=', 'personal')
        .where('c.owner_user_id', '=', userId)
        .orderBy('c.created_at', 'asc')
        .execute(),
    async find(companyId, id) {
      if (!isUuid(id)) return null
      return (
        (await base().where('c.company_id', '=', companyId).where('c.id', '=', id).executeTakeFirst()) ?? null
      )
    },
    async insert(card) {
      const row = await db
        .insertInto('payment_cards')
        .values({
          company_id: card.companyId,
          kind: card.kind,
          group_id: card.groupId,
          owner_user_id: card.ownerUserId,
          provider_token: card.providerToken,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          holder_name: card.holderName,
          created_by: card.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    remove: (companyId, id) => removeCompanyRow(db, 'payment_cards', companyId, id),
    groups: companyNamesRepository(db).groups,
    async memberGroupIds(companyId, userId) {
      const rows = await db
        .selectFrom('business_group_members')
        .select('group_id')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .execute()
      return rows.map((r) => r.group_id)
    },
  }
}
