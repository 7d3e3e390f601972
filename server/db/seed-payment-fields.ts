import type { Kysely } from 'kysely'
import type { DB } from './schema.ts'

/** Northwind's cost centres: the demo checkout asks for one. */
export const DEMO_COST_CENTRES = ['CC-100 Sales', 'CC-200 Engineering', 'CC-300 Operations'] as const
export const DEMO_GROUP_NAME = 'Field sales'

/**
 * Northwind's payment options, trip reporting fields and a homepage message (decision 057): a card for
 * the field sales group (Ava and Ben), the company's default card, invoice, a required cost centre list
 * and an optional project. Card references only: the tokens name no real card.
 */
export async function seedPaymentFields(
  trx: Kysely<DB>,
  companyId: string,
  adminUserId: string,
  groupMemberIds: readonly string[],
): Promise<void> {
  const existing = await trx
    .selectFrom('business_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', DEMO_GROUP_NAME)
    .executeTakeFirst()
  const groupId =
    existing?.id ??
    (
      await trx
        .insertInto('business_groups')
        .values({ company_id: companyId, name: DEMO_GROUP_NAME })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  if (groupMemberIds.length > 0)
    await trx
      .insertInto('business_group_members')
      .values(groupMemberIds.map((user_id) => ({ group_id: groupId, user_id, company_id: companyId })))
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .execute()
  const card = {
    company_id: companyId,
    kind: 'company' as const,
    owner_user_id: null,
    exp_month: 12,
    exp_year: 2031,
    created_by: adminUserId,
  }
  await trx
    .insertInto('payment_cards')
    .values([
      {
        ...card,
        group_id: groupId,
        provider_token: 'tok_demo_field_sales',
        brand: 'visa',
        last4: '4242',
        holder_name: 'Northwind Field Sales',
      },
      {
        ...card,
        group_id: null,
        provider_token: 'tok_demo_northwind',
        brand: 'mastercard',
        last4: '5454',
        holder_name: 'Northwind Outfitters',
      },
    ])
    .execute()
  await trx
    .insertInto('company_travel_settings')
    .values({ company_id: companyId, invoice_enabled: true })
    .execute()
  await trx
    .insertInto('trip_reporting_fields')
    .values([
      {
        company_id: companyId,
        key: 'costCenter',
        label: 'Cost centre',
        kind: 'costCenter',
        input: 'list',
        options: [...DEMO_COST_CENTRES],
        required: true,
        position: 0,
      },
      {
        company_id: companyId,
        key: 'project',
        label: 'Project',
        kind: 'project',
        input: 'text',
        options: [],
        required: false,
        position: 1,
      },
    ])
    .execute()
  await trx
    .insertInto('homepage_messages')
    .values({
      company_id: companyId,
      title: 'Choose rail for trips under four hours',
      body: 'Trains are our first choice for short trips.\nAsk Marcus in travel if a flight makes more sense.',
      audience: 'everyone',
      starts_on: '2026-01-01',
      ends_on: null,
      created_by: adminUserId,
    })
    .execute()
}
