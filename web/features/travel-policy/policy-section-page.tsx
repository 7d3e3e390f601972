import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TPolicySectionKey } from '../../../shared/business/policy-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import type { TPolicyResponse, TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { apiKey } from '../../api/query-keys.ts'
import type { TravelPolicyApi } from '../../api/travel-policy.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { ApprovalConflictNotes } from '../approvals/approval-conflict-notes.tsx'
import { AdvancedRulesFields } from './advanced-rules-fields.tsx'
import { LoadNote, PolicyProvider, policyFormErrors, usePolicyApi } from './policy-api.tsx'
import { PreferencesFields } from './preferences-fields.tsx'
import { RestrictionsFields } from './restrictions-fields.tsx'
import { SettingsFields } from './settings-fields.tsx'
import { SimulatorPanel } from './simulator-panel.tsx'
import './travel-policy.css'

/** The hub's subpage slugs and the policy's section keys. */
export const SECTION_KEYS: Record<string, TPolicySectionKey> = {
  settings: 'settings',
  restrictions: 'restrictions',
  preferences: 'preferences',
  'advanced-rules': 'advancedRules',
}

/** /business/policy/{vertical}/{section}: the section's form, the simulator of the draft, Save. */
export function PolicySectionForm(props: {
  vertical: TPolicyVertical
  section: string
  api?: TravelPolicyApi
}) {
  return (
    <PolicyProvider api={props.api}>
      <Loaded vertical={props.vertical} section={props.section} />
    </PolicyProvider>
  )
}

function Loaded({ vertical, section }: { vertical: TPolicyVertical; section: string }) {
  const api = usePolicyApi()
  const policy = useQuery({
    queryKey: apiKey(POLICY_PATHS.policy(vertical)),
    queryFn: () => api.get(vertical),
  })
  if (policy.isPending || policy.isError) return <LoadNote failed={policy.isError} />
  return <SectionForm vertical={vertical} section={section} loaded={policy.data} />
}

function SectionForm({
  vertical,
  section,
  loaded,
}: {
  vertical: TPolicyVertical
  section: string
  loaded: TPolicyResponse
}) {
  const { t } = useTranslation()
  const api = usePolicyApi()
  const queryClient = useQueryClient()
  const key = SECTION_KEYS[section] ?? 'settings'
  const [draft, setDraft] = useState<TTravelPolicy>(loaded.policy)
  const [valid, setValid] = useState(true)
  const [saved, setSaved] = useState(false)
  const [saves, setSaves] = useState(0)
  const save = useMutation({
    mutationFn: () => api.save(vertical, { [key]: draft[key] }),
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKey(POLICY_PATHS.policy(vertical)), answer)
      setSaved(true)
      setSaves((n) => n + 1)
    },
  })
  const change = <K extends TPolicySectionKey>(k: K, value: TTravelPolicy[K], ok = true) => {
    setDraft((d) => ({ ...d, [k]: value }))
    setValid(ok)
    setSaved(false)
  }
  const refused = policyFormErrors(t, save.error)
  return (
    <FormErrorsScope value={{ error: save.error, ...refused }}>
      <form
        className="fw-policy-form"
        noValidate
        aria-label={t(`labels.policySections.${section}`)}
        onSubmit={(event) => {
          event.preventDefault()
          if (valid && !save.isPending) save.mutate()
        }}
      >
        {key === 'settings' || key === 'advancedRules' ? (
          <ApprovalConflictNotes key={saves} side="policy" vertical={vertical} />
        ) : null}
        {key === 'settings' ? (
          <SettingsFields value={draft.settings} onChange={(v) => change('settings', v)} />
        ) : null}
        {key === 'restrictions' ? (
          <RestrictionsFields
            vertical={vertical}
            value={draft.restrictions}
            onChange={(v, ok) => change('restrictions', v, ok)}
          />
        ) : null}
        {key === 'preferences' ? (
          <PreferencesFields
            vertical={vertical}
            value={draft.preferences}
            onChange={(v) => change('preferences', v)}
          />
        ) : null}
        {key === 'advancedRules' ? (
          <AdvancedRulesFields
            vertical={vertical}
            value={draft.advancedRules}
            restrictions={draft.restrictions}
            targets={loaded}
            onChange={(v, ok) => change('advancedRules', v, ok)}
          />
        ) : null}
        <div className="fw-policy-actions">
          <Button type="submit" aria-disabled={save.isPending || !valid || undefined}>
            {save.isPending ? t('travelPolicy.hub.saving') : t('travelPolicy.hub.save')}
          </Button>
        </div>
        <p role="status">{saved ? t('travelPolicy.hub.saved') : null}</p>
        <p role="alert" className="fw-alert">
          {refused.form}
        </p>
      </form>
      <SimulatorPanel vertical={vertical} draft={draft} valid={valid} />
    </FormErrorsScope>
  )
}
