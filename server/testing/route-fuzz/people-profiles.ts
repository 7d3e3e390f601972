import fc from 'fast-check'
import { ZImportResponseSchema } from '../../../shared/business/members-schemas.ts'
import {
  ZBusinessSignupRequestSchema,
  ZConfirmationRequestSchema,
  ZTrackClickRequestSchema,
} from '../../../shared/business/onboarding-schemas.ts'
import { dates, membersCsv, oddCell } from './domain-values.ts'
import type { FuzzContext, RouteProfile } from './route-profile.ts'

/** People, roles and groups; members' lifecycle (invitations, guests, import); company sign-up and setup. */

const USERS = '/i/api/business/users/v2'
const ME = '/i/api/business/me'
const COMPANY = '/i/api/business/company/v1'

const peopleValues = () =>
  fc.oneof(
    fc.constantFrom('all', 'DISABLED', "'; drop table users; --"),
    fc.dictionary(
      fc.constantFrom('roleIds', 'groupIds', 'statuses', 'x'),
      fc.oneof(fc.string(), fc.array(fc.string())),
    ),
    fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.uuid(), fc.integer()), { maxLength: 4 }),
    fc.oneof(fc.integer(), fc.string({ maxLength: 5 })).map(String),
  )
const PEOPLE: RouteProfile = { fields: ['name', 'permissions', 'roleId', 'userIds'], values: peopleValues }

const MEMBER_FIELDS = [
  'emails',
  'roleId',
  'guest',
  'sponsorUserId',
  'sponsorEmail',
  'accessEndsAt',
  'token',
  'id',
  'csv',
  'dryRun',
  'companyId',
]
const memberValues = () => fc.oneof(oddCell(), fc.array(oddCell(), { maxLength: 3 }))
/** Invitations to the company's real traveller role, of odd addresses; a guest whose access never ends. */
const memberBodies = (ctx: FuzzContext) =>
  fc.oneof(
    fc.record({
      emails: fc.array(oddCell(), { maxLength: 4 }),
      roleId: fc.constant(ctx.company.roles.traveler),
    }),
    fc.constant({ guest: { accessEndsAt: '9999-99-99' } }),
  )
const MEMBERS: RouteProfile = { fields: MEMBER_FIELDS, values: memberValues, bodies: memberBodies }

const ONBOARDING_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'password',
  'sizeBand',
  'country',
  'consent',
  'token',
  'userEmail',
  'keywords',
  'travelNeeds',
  'dateOfBirth',
  'phoneNumber',
  'plan',
]
const onboardingValues = () =>
  fc.oneof(
    fc.emailAddress(),
    dates(),
    fc.array(fc.string({ maxLength: 50 }), { maxLength: 25 }),
    fc.constantFrom('x'.repeat(600), '+4444444', 'zz'),
  )
const ONBOARDING: RouteProfile = { fields: ONBOARDING_FIELDS, values: onboardingValues }
const signUp = (body: RouteProfile['body']): RouteProfile => ({ ...ONBOARDING, visitors: true, body })

export const PEOPLE_PROFILES: Readonly<Record<string, RouteProfile>> = {
  [`POST ${USERS}/findUsers`]: {
    fields: ['query', 'filters', 'searchMode'],
    queryFields: ['page', 'size'],
    values: peopleValues,
  },
  [`POST ${USERS}/roles`]: PEOPLE,
  [`PUT ${USERS}/roles/:id`]: PEOPLE,
  [`PUT ${USERS}/members/:userId/role`]: PEOPLE,
  [`POST ${USERS}/members/role`]: PEOPLE,
  [`POST ${USERS}/groups`]: PEOPLE,
  [`POST ${USERS}/groups/:id/members/add`]: PEOPLE,

  // A preview, or the import itself when a mutation turned the dry run off: the same answer either way.
  [`POST ${USERS}/import`]: {
    ...MEMBERS,
    bodies: () => fc.record({ csv: membersCsv(), dryRun: fc.constant(true) }),
    answer: ZImportResponseSchema,
  },
  [`POST ${USERS}/invitations`]: MEMBERS,
  [`POST ${USERS}/invitations/:id/resend`]: MEMBERS,
  [`DELETE ${USERS}/invitations/:id`]: MEMBERS,
  [`POST ${ME}/v1/invitations/preview`]: MEMBERS,
  [`POST ${ME}/v1/invitations/accept`]: MEMBERS,
  [`POST ${ME}/v1/invitations/decline`]: MEMBERS,
  [`PUT ${USERS}/guests/:userId`]: MEMBERS,
  [`DELETE ${USERS}/guests/:userId`]: MEMBERS,
  [`POST ${USERS}/members/:userId/deactivate`]: MEMBERS,

  [`POST ${COMPANY}/signup`]: signUp(ZBusinessSignupRequestSchema),
  'POST /i/api/business/company/v2/bizPlus/signup': signUp(ZBusinessSignupRequestSchema),
  [`POST ${COMPANY}/confirmation`]: signUp(ZConfirmationRequestSchema),
  [`POST ${COMPANY}/bizPlus/trackEmailConfirmationClick`]: signUp(ZTrackClickRequestSchema),
  [`POST ${ME}/v1/setup`]: ONBOARDING,
  [`POST ${ME}/v2/setup`]: ONBOARDING,
  [`POST ${ME}/v3/setup`]: ONBOARDING,
  [`POST ${ME}/v1/account/keywords`]: ONBOARDING,
  [`POST ${COMPANY}/sendConfirmation`]: ONBOARDING,
  [`POST ${COMPANY}/leisureSignup`]: ONBOARDING,
  [`POST ${ME}/v1/taskStatus`]: { queryFields: ['taskId', 'status'], accepts: [200] },
}
