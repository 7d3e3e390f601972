import payMessages from 'virtual:fw-messages/section/payFields'
import { useEffect, useState } from 'react'
import { ROOMS } from '../../../shared/business/travel-settings-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { travelSettingsEndpoints as api } from '../../api/endpoints.gen.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LabelledSelect } from '../../ui/labelled-field.tsx'

addEnglishMessages(payMessages)

/** The results page's query parameter that carries the rooms to the checkout. */
export const ROOMS_PARAM = 'rooms'

/** The rooms in a results page's query, 1 unless a whole number from 2 to 8. */
export function roomsOf(search: string): number {
  const value = Number(new URLSearchParams(search).get(ROOMS_PARAM))
  return Number.isInteger(value) && value > ROOMS.min && value <= ROOMS.max ? value : 1
}

/** Whether the member's company allows several rooms in one hotel booking (business mode only). */
export function useMultiRoom(client: () => ApiClient = browserApiClient): boolean {
  const business = useGlobalState().auth?.businessState
  const on = Boolean(business?.businessProfile && business.businessMode)
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    if (!on) return
    let live = true
    callEndpoint(client(), api.multiRoom).then(
      (answer) => live && setAllowed(answer.enabled),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [on, client])
  return on && allowed
}

/** The hotel search form's rooms, 1 to 8. */
export function RoomsSelect({ value, onChange }: { value: number; onChange(rooms: number): void }) {
  const { t } = useTranslation()
  return (
    <LabelledSelect
      label={t('payFields.rooms.label')}
      value={String(value)}
      options={Array.from({ length: ROOMS.max }, (_, i) => i + 1).map((n) => ({
        value: String(n),
        label: t('payFields.rooms.count', { count: n }),
      }))}
      onChange={(rooms) => onChange(Number(rooms))}
    />
  )
}
