import type {
  TAccountPermissions,
  TMultiRoomResponse,
} from '../../../shared/business/travel-settings-schemas.ts'
import type { TravelSettingsRepository } from '../../repositories/travel-settings.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'

/**
 * The company's travel settings (decision 057): what travellers may change in their own accounts, and
 * multi-room hotel bookings. Changes are audited with what they were before.
 */
export interface TravelSettingsService {
  accountPermissions(companyId: string): Promise<TAccountPermissions>
  setAccountPermissions(actor: AuditActor, value: TAccountPermissions): Promise<TAccountPermissions>
  multiRoom(companyId: string): Promise<TMultiRoomResponse>
  setMultiRoom(actor: AuditActor, enabled: boolean): Promise<TMultiRoomResponse>
}

const permissionsOf = (row: TAccountPermissions): TAccountPermissions => ({
  allowPersonalCards: row.allowPersonalCards,
  allowProfileEdit: row.allowProfileEdit,
  allowCustomApprover: row.allowCustomApprover,
  allowGuestBooking: row.allowGuestBooking,
})

export function createTravelSettingsService(
  settings: TravelSettingsRepository,
  audit: Pick<BusinessAuditService, 'record'>,
): TravelSettingsService {
  return {
    async accountPermissions(companyId) {
      return permissionsOf(await settings.get(companyId))
    },
    async setAccountPermissions(actor, value) {
      const before = permissionsOf(await settings.get(actor.companyId))
      const after = permissionsOf(await settings.set(actor.companyId, value))
      await audit.record(actor, { action: 'company.accountPermissions', details: { before, after } })
      return after
    },
    async multiRoom(companyId) {
      return { enabled: (await settings.get(companyId)).multiRoomBookings }
    },
    async setMultiRoom(actor, enabled) {
      const row = await settings.set(actor.companyId, { multiRoomBookings: enabled })
      await audit.record(actor, { action: 'company.multiRoomBookings', details: { enabled } })
      return { enabled: row.multiRoomBookings }
    },
  }
}
