import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import {
  ACCOUNT_PERMISSION_KEYS,
  TRAVEL_SETTINGS_API,
} from '../../../shared/business/travel-settings-contract.ts'
import type { TAccountPermissions } from '../../../shared/business/travel-settings-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { PayLoad, PayOutcome, PayRoot } from '../payment-options/pay-root.tsx'

const KEY = apiKey(TRAVEL_SETTINGS_API.accountPermissions)
const ROOMS_KEY = apiKey(TRAVEL_SETTINGS_API.multiRoom)

/**
 * /business/account-permissions (decision 057): what travellers may change in their own accounts, and
 * whether a hotel booking may hold several rooms. Company settings management.
 */
export function AccountPermissionsPage({ api }: { api?: PaymentFieldsApi }) {
  const calls = api ?? browserPaymentFieldsApi()
  return (
    <PayRoot pageId="hubAccountPermissions">
      <AccountPermissions api={calls} />
      <MultiRoom api={calls} />
    </PayRoot>
  )
}

function AccountPermissions({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const current = useQuery({ queryKey: KEY, queryFn: () => api.accountPermissions() })
  const [draft, setDraft] = useState<TAccountPermissions | null>(null)
  useEffect(() => {
    if (current.data) setDraft(current.data)
  }, [current.data])
  const save = useMutation({
    mutationFn: (value: TAccountPermissions) => api.saveAccountPermissions(value),
    onSuccess: (value) => queryClient.setQueryData(KEY, value),
  })
  if (!draft) return <PayLoad error={current.error} />
  return (
    <form
      className="fw-company-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(draft)
      }}
    >
      <h2 id={`${id}-title`}>{t('payFields.permissions.title')}</h2>
      {ACCOUNT_PERMISSION_KEYS.map((key) => (
        <label key={key} className="fw-checkbox">
          <input
            type="checkbox"
            name={key}
            checked={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
          />{' '}
          {t(`payFields.permissions.${key}`)}
        </label>
      ))}
      <PayOutcome saved={save.isSuccess ? t('payFields.saved') : null} error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('payFields.permissions.save')}
      </Button>
    </form>
  )
}

function MultiRoom({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const current = useQuery({ queryKey: ROOMS_KEY, queryFn: () => api.multiRoom() })
  const set = useMutation({
    mutationFn: (on: boolean) => api.setMultiRoom(on),
    onSuccess: (value) => queryClient.setQueryData(ROOMS_KEY, value),
  })
  if (!current.data) return <PayLoad error={current.error} />
  const on = current.data.enabled
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payFields.permissions.multiRoomTitle')}</h2>
      <label className="fw-checkbox">
        <input
          type="checkbox"
          name="multiRoomBookings"
          checked={on}
          disabled={set.isPending}
          onChange={(event) => set.mutate(event.target.checked)}
        />{' '}
        {t('payFields.permissions.multiRoomLabel')}
      </label>
      <PayOutcome
        saved={
          set.isSuccess
            ? t(on ? 'payFields.permissions.multiRoomOn' : 'payFields.permissions.multiRoomOff')
            : null
        }
        error={set.error}
      />
    </section>
  )
}
