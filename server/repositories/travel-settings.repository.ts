import type { Kysely } from 'kysely'
import type { TAccountPermissions } from '../../shared/business/travel-settings-schemas.ts'
import type { DB } from '../db/schema.ts'

export interface TravelSettingsRow extends TAccountPermissions {
  invoiceEnabled: boolean
  multiRoomBookings: boolean
}

/** The defaults of a company that has saved none (migration 030's column defaults). */
export const DEFAULT_TRAVEL_SETTINGS: TravelSettingsRow = {
  invoiceEnabled: false,
  multiRoomBookings: false,
  allowPersonalCards: true,
  allowProfileEdit: true,
  allowCustomApprover: false,
  allowGuestBooking: false,
}

const COLUMNS = {
  invoiceEnabled: 'invoice_enabled',
  multiRoomBookings: 'multi_room_bookings',
  allowPersonalCards: 'allow_personal_cards',
  allowProfileEdit: 'allow_profile_edit',
  allowCustomApprover: 'allow_custom_approver',
  allowGuestBooking: 'allow_guest_booking',
} as const

/** A company's travel settings (decision 057): one row per company, created on first change. */
export interface TravelSettingsRepository {
  get(companyId: string): Promise<TravelSettingsRow>
  set(companyId: string, patch: Partial<TravelSettingsRow>): Promise<TravelSettingsRow>
}

export function createTravelSettingsRepository(db: Kysely<DB>): TravelSettingsRepository {
  const get = async (companyId: string): Promise<TravelSettingsRow> => {
    const row = await db
      .selectFrom('company_travel_settings')
      .select([
        'invoice_enabled as invoiceEnabled',
        'multi_room_bookings as multiRoomBookings',
        'allow_personal_cards as allowPersonalCards',
        'allow_profile_edit as allowProfileEdit',
        'allow_custom_approver as allowCustomApprover',
        'allow_guest_booking as allowGuestBooking',
      ])
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    return row ?? { ...DEFAULT_TRAVEL_SETTINGS }
  }
  return {
    get,
    async set(companyId, patch) {
      const values: Record<string, boolean> = {}
      for (const [key, column] of Object.entries(COLUMNS)) {
        const value = patch[key as keyof TravelSettingsRow]
        if (value !== undefined) values[column] = value
      }
      await db
        .insertInto('company_travel_settings')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute()
      return get(companyId)
    },
  }
}
