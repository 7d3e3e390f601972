import type { TTripSettingsResponse } from '../../../shared/trips/trips-schemas.ts'
import { presentTripSettings } from '../../presenters/trips.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { TripSettingColumn } from '../../repositories/trip-user.repository.ts'

/** The settings calls (spec section 7): each sets one flag, or dismisses the notifications. */
export type TripSettingName =
  | 'mapViewFD'
  | 'mapViewDP'
  | 'tdpAutopilot'
  | 'goToTripsTooltipShown'
  | 'reminderTooltipShown'
  | 'navigationDrawerTooltipShown'

const COLUMNS: Readonly<Record<TripSettingName, TripSettingColumn>> = {
  mapViewFD: 'map_view_fd',
  mapViewDP: 'map_view_dp',
  tdpAutopilot: 'tdp_autopilot',
  goToTripsTooltipShown: 'go_to_trips_tooltip_shown',
  reminderTooltipShown: 'reminder_tooltip_shown',
  navigationDrawerTooltipShown: 'navigation_drawer_tooltip_shown',
}

export interface TripSettingsService {
  set(userId: string, name: TripSettingName, value: boolean): Promise<TTripSettingsResponse>
  /**
   * Dismisses the notifications; the shares they announced to the viewer's confirmed address become the
   * viewer's (accepted), which is how an owner learns a share reached someone, never before.
   */
  clearNotification(viewer: TripViewer): Promise<TTripSettingsResponse>
}

export function createTripSettingsService(data: Data): TripSettingsService {
  const answer = async (userId: string) => ({
    settings: presentTripSettings(await data.tripUser.settings(userId)),
  })
  return {
    async set(userId, name, value) {
      await data.tripUser.setSetting(userId, COLUMNS[name], value)
      return answer(userId)
    },
    async clearNotification(viewer) {
      await data.transaction(async (tx) => {
        await tx.tripUser.clearNotifications(viewer.userId)
        if (viewer.emailConfirmed) await tx.tripShares.bindToAccount(viewer.userId, viewer.email)
      })
      return answer(viewer.userId)
    },
  }
}
