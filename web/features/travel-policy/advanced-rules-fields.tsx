import { useState } from 'react'
import { OUT_OF_POLICY_HANDLING } from '../../../shared/business/checkout-contract.ts'
import { POLICY_LIMITS } from '../../../shared/business/policy-contract.ts'
import type {
  TPolicyAdvancedRules,
  TPolicyOverride,
  TPolicyResponse,
  TPolicyRestrictions,
} from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { ChoiceRadios, ChoiceSelect } from './policy-fields.tsx'
import { RestrictionsFields } from './restrictions-fields.tsx'

interface Props {
  vertical: TPolicyVertical
  value: TPolicyAdvancedRules
  /** The company policy's restrictions, a new override's starting point. */
  restrictions: TPolicyRestrictions
  targets: Pick<TPolicyResponse, 'groups' | 'offices'>
  onChange(value: TPolicyAdvancedRules, valid: boolean): void
}

/** Overrides per group and office; a group's comes first, then an office's (decision 054). */
export function AdvancedRulesFields({ vertical, value, restrictions, targets, onChange }: Props) {
  const { t } = useTranslation()
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set())
  // Keys that stay with each override while others are added or removed.
  const [keys, setKeys] = useState(() => value.overrides.map((_, i) => i))
  const [nextKey, setNextKey] = useState(value.overrides.length)
  const listOf = (scope: TPolicyOverride['scope']) => (scope === 'group' ? targets.groups : targets.offices)
  const emit = (overrides: TPolicyOverride[], bad: ReadonlySet<number>) => {
    setInvalid(bad)
    onChange({ overrides }, bad.size === 0)
  }
  const replace = (i: number, patch: Partial<TPolicyOverride>, valid = true) => {
    const bad = new Set(invalid)
    if (valid) bad.delete(keys[i] ?? -1)
    else bad.add(keys[i] ?? -1)
    emit(
      value.overrides.map((o, j) => (j === i ? { ...o, ...patch } : o)),
      bad,
    )
  }
  const free = (scope: TPolicyOverride['scope']) =>
    listOf(scope).find((x) => !value.overrides.some((o) => o.scope === scope && o.targetId === x.id))
  const firstFree = free('group') ? ('group' as const) : free('office') ? ('office' as const) : null
  return (
    <fieldset>
      <legend>{t('travelPolicy.advanced.legend')}</legend>
      <p>{t('travelPolicy.advanced.about')}</p>
      {value.overrides.length === 0 ? <p>{t('travelPolicy.advanced.none')}</p> : null}
      {value.overrides.map((o, i) => {
        const key = keys[i] ?? i
        return (
          <fieldset key={key}>
            <legend>{t('travelPolicy.advanced.overrideLabel', { n: i + 1 })}</legend>
            <ChoiceRadios
              label={t('travelPolicy.advanced.scope')}
              name={`override-${key}-scope`}
              value={o.scope}
              choices={(['group', 'office'] as const)
                .filter((s) => listOf(s).length > 0)
                .map((id) => ({ id, label: t(`travelPolicy.advanced.scopes.${id}`) }))}
              onChange={(scope) => {
                const s = scope as TPolicyOverride['scope']
                const target = free(s) ?? listOf(s)[0]
                if (target) replace(i, { scope: s, targetId: target.id })
              }}
            />
            <ChoiceSelect
              label={t('travelPolicy.advanced.target')}
              value={o.targetId}
              choices={listOf(o.scope).map((x) => ({ id: x.id, label: x.name }))}
              onChange={(targetId) => replace(i, { targetId })}
            />
            <ChoiceSelect
              label={t('travelPolicy.advanced.handling')}
              value={o.handling ?? 'same'}
              choices={[
                { id: 'same', label: t('travelPolicy.advanced.sameHandling') },
                ...OUT_OF_POLICY_HANDLING.map((id) => ({ id, label: t(`travelPolicy.handling.${id}`) })),
              ]}
              onChange={(h) =>
                replace(i, { handling: h === 'same' ? null : (h as TPolicyOverride['handling']) })
              }
            />
            <RestrictionsFields
              vertical={vertical}
              value={o.restrictions}
              idPrefix={`override-${key}-`}
              onChange={(r, valid) => replace(i, { restrictions: r }, valid)}
            />
            <Button
              variant="secondary"
              onClick={() => {
                const bad = new Set(invalid)
                bad.delete(key)
                setKeys(keys.filter((_, j) => j !== i))
                emit(
                  value.overrides.filter((_, j) => j !== i),
                  bad,
                )
              }}
            >
              {t('travelPolicy.advanced.remove')}
            </Button>
          </fieldset>
        )
      })}
      {firstFree === null && value.overrides.length === 0 ? (
        <p>{t('travelPolicy.advanced.noTargets')}</p>
      ) : null}
      {firstFree !== null && value.overrides.length < POLICY_LIMITS.overridesMax ? (
        <Button
          variant="secondary"
          onClick={() => {
            const target = free(firstFree)
            if (!target) return
            setKeys([...keys, nextKey])
            setNextKey(nextKey + 1)
            emit(
              [...value.overrides, { scope: firstFree, targetId: target.id, handling: null, restrictions }],
              invalid,
            )
          }}
        >
          {t('travelPolicy.advanced.add')}
        </Button>
      ) : null}
    </fieldset>
  )
}
