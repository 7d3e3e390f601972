import fc from 'fast-check'
import { containsPan } from '../../../shared/business/pan-detection.ts'
import {
  cardTextIsClean,
  ZCardReferenceSchema,
  ZCompanyCardCreateSchema,
} from '../../../shared/business/payment-schemas.ts'
import type { TestApp } from '../test-app.ts'
import { CARD_NUMBERS, dates, hotelPolicyLike } from './domain-values.ts'
import { byId, type FuzzContext, type RouteProfile, type SentRequest } from './route-profile.ts'

/** The business console's settings: approvals, booking on behalf, company, events, payment, policies, reports. */

const BIZ = '/i/api/business'
const COMPANY = `${BIZ}/company/v1`

const approvalsValues = () =>
  fc.oneof(
    fc.constantFrom(
      'http://127.0.0.1:1/x',
      'https://hooks.slack.com/services/a',
      'https://hooks.slack.com/services/T/B/X',
    ),
    fc.uuid(),
    fc.array(fc.uuid(), { maxLength: 3 }),
  )

const onBehalfValues = (ctx: FuzzContext) =>
  fc.oneof(
    fc.constantFrom('a@b', '@', '%', ' ', 'ADMIN@EXAMPLE.TEST', ctx.admin.email.toUpperCase()),
    fc.uuid(),
    fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.uuid()), { maxLength: 3 }),
  )

const companyText = () =>
  fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('gmail.com', 'ZZZ', 'KR', '../../x', '<script>'))
const companyValues = () => fc.oneof(companyText(), fc.double(), fc.array(companyText(), { maxLength: 3 }))
const company = (statuses: RouteProfile['statuses']): RouteProfile => ({
  fields: ['plan'],
  values: companyValues,
  statuses,
})

const eventValues = () =>
  fc.oneof(dates(), fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), dates()), { maxLength: 3 }))
const event = (statuses: RouteProfile['statuses']): RouteProfile => ({
  fields: ['createdBy', 'attendeeIds'],
  values: eventValues,
  statuses,
})

const cardValues = () =>
  fc.oneof(
    fc.constantFrom(...CARD_NUMBERS),
    fc.constantFrom(...CARD_NUMBERS).map((pan) => `tok_${pan}`),
    fc.constant('x'.repeat(3000)),
  )
/** No card number is kept, whichever field carried it (decision 057). */
async function noStoredCardNumber(t: TestApp): Promise<string | null> {
  const rows = await t.database.db
    .selectFrom('payment_cards')
    .select(['provider_token', 'holder_name'])
    .execute()
  const kept = rows.find((r) => containsPan(`${r.provider_token} ${r.holder_name}`))
  return kept ? `a card number was stored: ${kept.provider_token} ${kept.holder_name}` : null
}
const PAYMENT_STATUSES = (ok: number) => [ok, 400, 404, 409]
const payment = (ok: number, more: RouteProfile = {}): RouteProfile => ({
  fields: ['number'],
  values: cardValues,
  statuses: PAYMENT_STATUSES(ok),
  ...more,
})
const card = (schema: RouteProfile['body']): RouteProfile =>
  payment(201, { body: schema, invalidStatus: 400, stored: noStoredCardNumber })

const policyValues = () => fc.constantFrom('block', 'dynamic', 'paris')
const policy = (statuses: readonly number[]): RouteProfile => ({
  bodies: hotelPolicyLike,
  values: policyValues,
  statuses,
})
const VERTICALS = ['flight', 'hotel', 'train', 'car']
/** A policy of one of the four verticals, and no other. */
const verticalStatuses = (sent: SentRequest) =>
  sent.params && VERTICALS.includes(sent.params.vertical ?? '') ? [200] : [404]

const REPORT: RouteProfile = {
  queryFields: ['from', 'to', 'period', 'vertical', 'groupId', 'officeId', 'currency'],
  values: () => fc.oneof(dates(), fc.uuid(), fc.constantFrom('day', 'week', 'month', 'hotel', 'USD', 'usd')),
  statuses: [200, 400],
}

export const BUSINESS_PROFILES: Readonly<Record<string, RouteProfile>> = {
  [`PUT ${COMPANY}/settings/autoApproval/voidWindow`]: { values: approvalsValues, statuses: [200, 400] },
  [`PUT ${BIZ}/approvals/v1/approvers`]: { values: approvalsValues, statuses: [200, 400, 404] },
  [`PUT ${BIZ}/approvals/v1/delegation`]: { values: approvalsValues, statuses: [200, 400, 404] },
  [`POST ${BIZ}/approvals/v1/requests/:id/decision`]: {
    values: approvalsValues,
    statuses: byId([200, 400, 404, 409]),
  },
  'POST /i/api/approvals/v1/link/decide': {
    fields: ['token', 'decision', 'comment'],
    values: approvalsValues,
    visitors: true,
    statuses: [400, 404],
  },
  [`PUT ${BIZ}/integrations/v1/slack`]: { values: approvalsValues, statuses: [200, 400] },

  [`POST ${BIZ}/me/v1/traveler/select`]: { values: onBehalfValues, statuses: [200, 400, 404] },
  [`POST ${BIZ}/me/v1/guest/select`]: {
    fields: ['email', 'guestId'],
    values: onBehalfValues,
    statuses: [200, 400, 404],
  },
  [`PUT ${BIZ}/bookOnBehalf/v1/settings`]: { values: onBehalfValues, statuses: [200, 400, 404] },
  [`PUT ${BIZ}/bookOnBehalf/v1/travelers/:userId/settings`]: {
    values: onBehalfValues,
    statuses: byId([200, 400, 404]),
  },
  [`POST ${BIZ}/bookOnBehalf/v1/requests`]: { values: onBehalfValues, statuses: [201, 400, 404, 409] },
  [`POST ${BIZ}/bookOnBehalf/v1/requests/:id/book`]: {
    values: onBehalfValues,
    statuses: byId([200, 400, 404, 409]),
  },
  [`POST ${BIZ}/bookOnBehalf/v1/requests/:id/decline`]: {
    values: onBehalfValues,
    statuses: byId([200, 400, 404, 409]),
  },

  [`PUT ${COMPANY}/company`]: company([200, 400]),
  [`POST ${COMPANY}/company/email-domains`]: company([201, 400, 409]),
  [`POST ${COMPANY}/company/offices`]: company([201, 400, 409]),
  [`POST ${COMPANY}/company/entities`]: company([201, 400, 409]),
  [`POST ${COMPANY}/company/corporate-membership/add`]: company([201, 400]),
  [`PUT ${COMPANY}/feature/enable`]: company([200, 400, 403]),
  [`PUT ${COMPANY}/feature/disable`]: company([200, 400]),
  [`POST ${COMPANY}/tier/upgrade`]: company([200, 400, 409]),
  [`DELETE ${COMPANY}/company/offices/:id`]: company(byId([204, 404])),
  [`DELETE ${COMPANY}/company/entities/:id`]: company(byId([204, 404])),
  [`DELETE ${COMPANY}/company/corporate-membership/:id`]: company(byId([204, 404])),
  [`DELETE ${COMPANY}/company/email-domains/:domain`]: company(byId([204, 404])),
  // No seed: no token the fuzzer sends is a link secret the company was mailed.
  [`POST ${COMPANY}/company/email-domains/verify`]: { fields: ['token'], visitors: true, statuses: [400] },

  [`POST ${BIZ}/events/v1/events`]: event([201, 400]),
  // 404 on the real event too: a DELETE among the run's other methods may have removed it.
  [`PUT ${BIZ}/events/v1/events/:id`]: event(byId([200, 400, 404])),
  [`GET ${BIZ}/events/v1/events/:id`]: event(byId([200, 404])),
  [`DELETE ${BIZ}/events/v1/events/:id`]: event(byId([200, 404])),

  [`POST ${BIZ}/me/v1/cards`]: card(ZCardReferenceSchema.refine(cardTextIsClean)),
  [`POST ${COMPANY}/paymentOptions/cards`]: card(
    ZCompanyCardCreateSchema.refine((body) => cardTextIsClean(body.card)),
  ),
  [`PUT ${COMPANY}/paymentOptions/invoice`]: payment(200),
  [`POST ${COMPANY}/tripReportingFields`]: payment(201),
  [`PUT ${COMPANY}/tripReportingFields/:id`]: payment(200, { statuses: byId(PAYMENT_STATUSES(200)) }),
  [`PUT ${COMPANY}/tripReportingFields/order`]: payment(200),
  [`PUT ${COMPANY}/accountPermissions`]: payment(200),
  [`POST ${COMPANY}/:hash`]: payment(200, { queryFields: ['expenseManagementSystemCode'] }),

  [`GET ${COMPANY}/settings/policies/:vertical`]: { statuses: verticalStatuses },
  [`PUT ${COMPANY}/settings/policies/:vertical`]: policy([200, 400, 404]),
  [`POST ${BIZ}/policy/v1/simulate/:vertical`]: policy([200, 400, 404]),
  [`POST ${COMPANY}/sortOrderSettings`]: policy([200, 400]),

  [`GET ${BIZ}/reporting/v1/summary`]: REPORT,
  [`GET ${BIZ}/reporting/v1/bookings.csv`]: REPORT,
}
