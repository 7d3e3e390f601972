import { useState } from 'react'
import { classesOf, POLICY_CURRENCY, POLICY_LIMITS } from '../../../shared/business/policy-contract.ts'
import type { TPolicyBudget, TPolicyRestrictions } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { DESTINATIONS } from '../../../shared/trips/trip-images.ts'
import { destinationName } from '../../i18n/destination-names.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useFormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { RESTRICTION_PATHS } from './policy-api.tsx'
import { ChoiceRadios, ChoiceSelect, moneyText, parseMoney, parseWhole } from './policy-fields.tsx'

interface Texts {
  amount: string
  percent: string
  maxStars: string
  advance: string
  caps: { destinationKey: string; nightly: string }[]
}

const textsOf = (r: TPolicyRestrictions): Texts => ({
  amount: r.budget.kind === 'fixed' ? moneyText(r.budget.amountMinor) : '',
  percent: r.budget.kind === 'dynamic' ? String(r.budget.percentAboveMedian) : '20',
  maxStars: r.maxStars === null ? '' : String(r.maxStars),
  advance: r.minAdvanceDays === null ? '' : String(r.minAdvanceDays),
  caps: r.cityCaps.map((c) => ({ destinationKey: c.destinationKey, nightly: moneyText(c.nightlyMinor) })),
})

/** The restrictions as typed; null where a field is not valid (the form shows which). */
function restrictionsOf(kind: TPolicyBudget['kind'], texts: Texts, base: TPolicyRestrictions) {
  const max = POLICY_LIMITS.budgetMaxMinor
  const amount = parseMoney(texts.amount, max)
  const percent = parseWhole(texts.percent, 0, POLICY_LIMITS.dynamicPercentMax)
  const maxStars = parseWhole(texts.maxStars, 1, 5)
  const advance = parseWhole(texts.advance, 0, POLICY_LIMITS.advanceDaysMax)
  const caps = texts.caps.map((c) => ({
    destinationKey: c.destinationKey,
    nightlyMinor: parseMoney(c.nightly, max),
  }))
  const errors = {
    amount: kind === 'fixed' && Number.isNaN(amount),
    percent: kind === 'dynamic' && (percent === null || Number.isNaN(percent)),
    maxStars: Number.isNaN(maxStars ?? 0),
    advance: Number.isNaN(advance ?? 0),
    caps: caps.map((c) => Number.isNaN(c.nightlyMinor)),
  }
  const budget: TPolicyBudget =
    kind === 'fixed'
      ? { kind, amountMinor: amount }
      : kind === 'dynamic'
        ? { kind, percentAboveMedian: percent ?? 0 }
        : { kind: 'none' }
  const valid =
    !errors.amount && !errors.percent && !errors.maxStars && !errors.advance && !errors.caps.some(Boolean)
  const value: TPolicyRestrictions = { ...base, budget, maxStars, minAdvanceDays: advance, cityCaps: caps }
  return { value, errors, valid }
}

/** Budget (fixed or dynamic), class limit, hotel stars and city caps, the advance window. */
export function RestrictionsFields(props: {
  vertical: TPolicyVertical
  value: TPolicyRestrictions
  onChange(value: TPolicyRestrictions, valid: boolean): void
  idPrefix?: string
}) {
  const { t } = useTranslation()
  const { vertical, value } = props
  const [texts, setTexts] = useState(() => textsOf(value))
  const [kind, setKind] = useState<TPolicyBudget['kind']>(value.budget.kind)
  const checked = restrictionsOf(kind, texts, value)
  const update = (nextKind: TPolicyBudget['kind'], next: Texts, base = value) => {
    setKind(nextKind)
    setTexts(next)
    const r = restrictionsOf(nextKind, next, base)
    props.onChange(r.value, r.valid)
  }
  // What a save's refusal said of a field (policy-section-page.tsx), when the browser's own check passed.
  const refused = useFormErrorsScope()
  const refusedAt = (path: string) => refused?.fields[path] ?? null
  const invalid = (min: number, max: number) => t('travelPolicy.restrictions.invalidNumber', { min, max })
  const classes = classesOf(vertical)
  const unit = t(`travelPolicy.restrictions.budgetUnit.${vertical}`)
  const used = new Set(texts.caps.map((c) => c.destinationKey))
  const freeCity = DESTINATIONS.find((d) => d.key !== 'anywhere' && !used.has(d.key))
  return (
    <fieldset>
      <legend>{t('travelPolicy.restrictions.legend')}</legend>
      <ChoiceRadios
        label={`${t('travelPolicy.restrictions.budget')} (${unit})`}
        name={`${props.idPrefix ?? ''}budgetKind`}
        value={kind}
        choices={(['none', 'fixed', 'dynamic'] as const).map((id) => ({
          id,
          label: t(`travelPolicy.restrictions.budgetKind.${id}`),
        }))}
        onChange={(k) => update(k as TPolicyBudget['kind'], texts)}
      />
      {kind === 'fixed' ? (
        <TextField
          label={t('travelPolicy.restrictions.amount', { currency: POLICY_CURRENCY, unit })}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={texts.amount}
          onChange={(amount) => update(kind, { ...texts, amount })}
          error={
            checked.errors.amount
              ? invalid(0, POLICY_LIMITS.budgetMaxMinor / 100)
              : refusedAt(RESTRICTION_PATHS.amount)
          }
        />
      ) : null}
      {kind === 'dynamic' ? (
        <TextField
          label={t('travelPolicy.restrictions.percent')}
          name="percent"
          inputMode="numeric"
          autoComplete="off"
          value={texts.percent}
          onChange={(percent) => update(kind, { ...texts, percent })}
          error={
            checked.errors.percent
              ? invalid(0, POLICY_LIMITS.dynamicPercentMax)
              : refusedAt(RESTRICTION_PATHS.percent)
          }
        />
      ) : null}
      {classes.length > 0 ? (
        <ChoiceRadios
          label={t('travelPolicy.restrictions.maxClass')}
          name={`${props.idPrefix ?? ''}maxClass`}
          value={value.maxClass ?? 'any'}
          choices={[
            { id: 'any', label: t('travelPolicy.restrictions.anyClass') },
            ...classes.map((id) => ({ id, label: t(`travelPolicy.classes.${id}`) })),
          ]}
          onChange={(c) => update(kind, texts, { ...value, maxClass: c === 'any' ? null : c })}
        />
      ) : null}
      {vertical === 'hotel' ? (
        <>
          <TextField
            label={t('travelPolicy.restrictions.maxStars')}
            name="maxStars"
            inputMode="numeric"
            autoComplete="off"
            value={texts.maxStars}
            onChange={(maxStars) => update(kind, { ...texts, maxStars })}
            error={checked.errors.maxStars ? invalid(1, 5) : refusedAt(RESTRICTION_PATHS.maxStars)}
          />
          <fieldset>
            <legend>{t('travelPolicy.restrictions.cityCaps')}</legend>
            {texts.caps.map((cap, i) => {
              const city = destinationName(t, cap.destinationKey)
              return (
                <div className="fw-policy-row" key={cap.destinationKey}>
                  <ChoiceSelect
                    label={t('travelPolicy.restrictions.city')}
                    value={cap.destinationKey}
                    choices={DESTINATIONS.filter(
                      (d) => d.key !== 'anywhere' && (d.key === cap.destinationKey || !used.has(d.key)),
                    ).map((d) => ({ id: d.key, label: destinationName(t, d.key) }))}
                    onChange={(destinationKey) =>
                      update(kind, {
                        ...texts,
                        caps: texts.caps.map((c, j) => (j === i ? { ...c, destinationKey } : c)),
                      })
                    }
                  />
                  <TextField
                    label={t('travelPolicy.restrictions.cap', { currency: POLICY_CURRENCY })}
                    name={`cap-${cap.destinationKey}`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={cap.nightly}
                    onChange={(nightly) =>
                      update(kind, {
                        ...texts,
                        caps: texts.caps.map((c, j) => (j === i ? { ...c, nightly } : c)),
                      })
                    }
                    error={
                      checked.errors.caps[i]
                        ? invalid(0, POLICY_LIMITS.budgetMaxMinor / 100)
                        : refusedAt(RESTRICTION_PATHS.cap(i))
                    }
                  />
                  <Button
                    variant="secondary"
                    onClick={() => update(kind, { ...texts, caps: texts.caps.filter((_, j) => j !== i) })}
                  >
                    {t('travelPolicy.restrictions.removeCap', { city })}
                  </Button>
                </div>
              )
            })}
            {freeCity && texts.caps.length < POLICY_LIMITS.cityCapsMax ? (
              <Button
                variant="secondary"
                onClick={() =>
                  update(kind, {
                    ...texts,
                    caps: [...texts.caps, { destinationKey: freeCity.key, nightly: '200' }],
                  })
                }
              >
                {t('travelPolicy.restrictions.addCap')}
              </Button>
            ) : null}
          </fieldset>
        </>
      ) : null}
      <TextField
        label={t('travelPolicy.restrictions.advance')}
        name="minAdvanceDays"
        inputMode="numeric"
        autoComplete="off"
        value={texts.advance}
        onChange={(advance) => update(kind, { ...texts, advance })}
        error={
          checked.errors.advance
            ? invalid(0, POLICY_LIMITS.advanceDaysMax)
            : refusedAt(RESTRICTION_PATHS.advance)
        }
      />
    </fieldset>
  )
}
