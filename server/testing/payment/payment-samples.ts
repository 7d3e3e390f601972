import crypto from 'node:crypto'
import type { TCardReference } from '../../../shared/business/payment-schemas.ts'
import { createPaymentCardRepository } from '../../repositories/payment-card.repository.ts'
import type { MatrixContext } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'

/** A provider's card reference (no number), good for years. */
export function cardReference(overrides: Partial<TCardReference> = {}): TCardReference {
  return {
    // Letters only: a random run of digits could pass for a card number and be refused.
    providerToken: `tok_${crypto
      .randomBytes(8)
      .toString('hex')
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'x')}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2035,
    holderName: 'Northwind Travel',
    ...overrides,
  }
}

/** A new policy group of the company. */
export async function sampleGroup({ t, company }: MatrixContext, name?: string): Promise<string> {
  const row = await t.database.db
    .insertInto('business_groups')
    .values({ company_id: company.id, name: name ?? `Group ${crypto.randomBytes(4).toString('hex')}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A company card of a new group of the company. */
export async function sampleCompanyCard(ctx: MatrixContext): Promise<string> {
  const admin = await sampleAdminOf(ctx)
  return createPaymentCardRepository(ctx.t.database.db).insert({
    companyId: ctx.company.id,
    kind: 'company',
    groupId: await sampleGroup(ctx),
    ownerUserId: null,
    ...cardReference(),
    createdBy: admin.id,
  })
}

/** A card of the company's sample admin's own: another member's, to every caller of the matrix. */
export async function samplePersonalCard(ctx: MatrixContext): Promise<string> {
  const admin = await sampleAdminOf(ctx)
  return createPaymentCardRepository(ctx.t.database.db).insert({
    companyId: ctx.company.id,
    kind: 'personal',
    groupId: null,
    ownerUserId: admin.id,
    ...cardReference({ holderName: 'Sample Admin' }),
    createdBy: admin.id,
  })
}
