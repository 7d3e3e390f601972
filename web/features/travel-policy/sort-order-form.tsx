import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { POLICY_PATHS, SORT_BY } from '../../../shared/business/policy-contract.ts'
import type { TSortOrder } from '../../../shared/business/policy-schemas.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { LoadNote, policyError, usePolicyApi } from './policy-api.tsx'
import { ChoiceRadios } from './policy-fields.tsx'

/** The company's default order of results for its travellers (spec: POST sortOrderSettings). */
export function SortOrderForm() {
  const api = usePolicyApi()
  const order = useQuery({ queryKey: apiKey(POLICY_PATHS.sortOrder), queryFn: () => api.sortOrder() })
  if (order.isPending || order.isError) return <LoadNote failed={order.isError} />
  return <Loaded initial={order.data.sortOrder} />
}

function Loaded({ initial }: { initial: TSortOrder }) {
  const { t } = useTranslation()
  const api = usePolicyApi()
  const queryClient = useQueryClient()
  const legendId = useId()
  const [draft, setDraft] = useState(initial)
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: () => api.saveSortOrder(draft),
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKey(POLICY_PATHS.sortOrder), answer)
      setSaved(true)
    },
  })
  const change = (patch: Partial<TSortOrder>) => {
    setDraft({ ...draft, ...patch })
    setSaved(false)
  }
  return (
    <form
      className="fw-policy-form"
      noValidate
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault()
        if (!save.isPending) save.mutate()
      }}
    >
      <fieldset>
        <legend id={legendId}>{t('travelPolicy.sortOrder.legend')}</legend>
        <CheckboxField
          name="inPolicyFirst"
          isSelected={draft.inPolicyFirst}
          onChange={(v) => change({ inPolicyFirst: v })}
        >
          {t('travelPolicy.sortOrder.inPolicyFirst')}
        </CheckboxField>
        <CheckboxField
          name="preferredFirst"
          isSelected={draft.preferredFirst}
          onChange={(v) => change({ preferredFirst: v })}
        >
          {t('travelPolicy.sortOrder.preferredFirst')}
        </CheckboxField>
        <ChoiceRadios
          label={t('travelPolicy.sortOrder.by')}
          name="by"
          value={draft.by}
          choices={SORT_BY.map((id) => ({ id, label: t(`travelPolicy.sortOrder.byOptions.${id}`) }))}
          onChange={(by) => change({ by: by as TSortOrder['by'] })}
        />
      </fieldset>
      <div className="fw-policy-actions">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('travelPolicy.hub.saving') : t('travelPolicy.hub.save')}
        </Button>
      </div>
      <p role="status">{saved ? t('travelPolicy.hub.saved') : null}</p>
      <p role="alert" className="fw-alert">
        {save.error ? policyError(t, save.error) : null}
      </p>
    </form>
  )
}
