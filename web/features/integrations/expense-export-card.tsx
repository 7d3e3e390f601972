import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  EXPENSE_EXPORT_API,
  ExpenseExportErrorCode,
} from '../../../shared/business/expense-export-contract.ts'
import { ApiError } from '../../api/errors.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { PayLoad, PayOutcome } from '../payment-options/pay-root.tsx'
import '../../ui/card-list.css'

const KEY = apiKey(EXPENSE_EXPORT_API.status)

/**
 * The integrations page's expense export card (decision 057): connect the company's expense system by
 * its https address, see whether records go through, the last failure, or disconnect.
 */
export function ExpenseExportCard({ api }: { api?: PaymentFieldsApi }) {
  const business = useGlobalState().auth?.businessState
  // The company's plan or settings leave it off: no card (the server refuses its calls too).
  if (!business?.features.includes('EXPENSIFY_INTEGRATION')) return null
  return <Card api={api ?? browserPaymentFieldsApi()} companyId={business.businessProfile?.companyId ?? ''} />
}

function Card({ api, companyId }: { api: PaymentFieldsApi; companyId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const status = useQuery({ queryKey: KEY, queryFn: () => api.expenseExport() })
  const [endpoint, setEndpoint] = useState('')
  const connect = useMutation({
    mutationFn: () => api.connectExpense(companyId, endpoint),
    onSuccess: (value) => queryClient.setQueryData(KEY, value),
  })
  const disconnect = useMutation({
    mutationFn: () => api.disconnectExpense(),
    onSuccess: (value) => queryClient.setQueryData(KEY, value),
  })
  const code = connect.error instanceof ApiError ? connect.error.code : null
  const own = code !== null && (Object.values(ExpenseExportErrorCode) as string[]).includes(code)
  const date = (iso: string) => new Date(iso).toLocaleString()
  return (
    <section className="fw-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payFields.integrations.expense.title')}</h2>
      <p>{t('payFields.integrations.expense.about')}</p>
      {status.data ? (
        <>
          {status.data.connection ? (
            <>
              <p>
                {t('payFields.integrations.expense.connected', {
                  system: 'Expensify',
                  date: date(status.data.connection.connectedAt),
                })}
              </p>
              <p>{status.data.connection.endpointUrl}</p>
              <p>{t('payFields.integrations.expense.deliveries', status.data.deliveries)}</p>
              {status.data.connection.lastSuccessAt ? (
                <p>
                  {t('payFields.integrations.expense.lastSuccess', {
                    date: date(status.data.connection.lastSuccessAt),
                  })}
                </p>
              ) : null}
              {status.data.connection.lastError && status.data.connection.lastErrorAt ? (
                <p role="alert" className="fw-alert">
                  {t('payFields.integrations.expense.lastError', {
                    date: date(status.data.connection.lastErrorAt),
                    error: status.data.connection.lastError,
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <p>{t('payFields.integrations.expense.notConnected')}</p>
          )}
          <form
            className="fw-company-form"
            noValidate
            aria-labelledby={`${id}-title`}
            onSubmit={(event) => {
              event.preventDefault()
              connect.mutate()
            }}
          >
            <div className="fw-company-select">
              <label htmlFor={`${id}-endpoint`} className="fw-field-label">
                {t('payFields.integrations.expense.endpoint')}
              </label>
              <input
                id={`${id}-endpoint`}
                name="endpointUrl"
                type="url"
                inputMode="url"
                autoComplete="off"
                maxLength={500}
                aria-describedby={`${id}-endpoint-hint`}
                value={endpoint}
                onChange={(e) => setEndpoint(e.target.value)}
              />
              <p id={`${id}-endpoint-hint`} className="fw-field-hint">
                {t('payFields.integrations.expense.endpointHint')}
              </p>
            </div>
            {own ? (
              <p role="alert" className="fw-alert">
                {t(`payFields.integrations.expense.errors.${code}`)}
              </p>
            ) : (
              <PayOutcome saved={connect.isSuccess ? t('payFields.saved') : null} error={connect.error} />
            )}
            <div className="fw-company-actions">
              <Button type="submit" disabled={connect.isPending}>
                {status.data.connection
                  ? t('payFields.integrations.expense.reconnect')
                  : t('payFields.integrations.expense.connect')}
              </Button>
              {status.data.connection ? (
                <Button
                  variant="secondary"
                  disabled={disconnect.isPending}
                  onClick={() => disconnect.mutate()}
                >
                  {t('payFields.integrations.expense.disconnect')}
                </Button>
              ) : null}
            </div>
          </form>
        </>
      ) : (
        <PayLoad error={status.error} />
      )}
    </section>
  )
}
