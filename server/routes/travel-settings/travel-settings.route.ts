import type { FastifyInstance } from 'fastify'
import { TRAVEL_SETTINGS_API as API } from '../../../shared/business/travel-settings-contract.ts'
import { ZAccountPermissionsSchema } from '../../../shared/business/travel-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const SETTINGS = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const
// Who may book for whom across the company: a grant.
const ACCOUNT_PERMISSIONS = { ...SETTINGS, lasting: true } as const
const MEMBER = { permissions: [] } as const
const WRITE_LIMIT = { max: 30, timeWindow: 60_000 }

/** Account permissions and multi-room bookings (decision 057; spec section 7's multiRoomBookings). */
export async function travelSettingsRoutes(app: FastifyInstance) {
  const settings = app.services.companyTravel.travelSettings
  noStore(app)

  app.get(API.accountPermissions, { config: { business: SETTINGS } }, async (request) =>
    settings.accountPermissions(businessSessionOf(request).business.companyId),
  )

  app.put(
    API.accountPermissions,
    { config: { business: ACCOUNT_PERMISSIONS, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const actor = auditActorOf(businessSessionOf(request))
      const body = ZAccountPermissionsSchema.parse(request.body)
      return settings.setAccountPermissions(actor, body)
    },
  )

  // Every member: the hotel search form offers rooms only when the company allows several.
  app.get(API.multiRoom, { config: { business: MEMBER } }, async (request) =>
    settings.multiRoom(businessSessionOf(request).business.companyId),
  )

  for (const [url, enabled] of [
    [API.multiRoomEnable, true],
    [API.multiRoomDisable, false],
  ] as const)
    app.put(url, { config: { business: SETTINGS, rateLimit: WRITE_LIMIT } }, async (request) =>
      settings.setMultiRoom(auditActorOf(businessSessionOf(request)), enabled),
    )
}
