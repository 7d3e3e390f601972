import { useId, useState } from 'react'
import { containsPan } from '../../../shared/business/pan-detection.ts'
import { CARD_BRANDS, type TCardBrand } from '../../../shared/business/payment-contract.ts'
import type { TCard, TCardReference } from '../../../shared/business/payment-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useFieldRefusal } from '../../ui/field-refusal.tsx'

export const EMPTY_CARD = {
  providerToken: '',
  brand: 'visa' as TCardBrand,
  last4: '',
  expMonth: '',
  expYear: '',
  holderName: '',
}
export type TCardDraft = typeof EMPTY_CARD

/** The draft as the call takes it (numbers parsed; the server checks every rule). */
export function cardOf(draft: TCardDraft): TCardReference {
  return {
    ...draft,
    expMonth: Number.parseInt(draft.expMonth, 10) || 0,
    expYear: Number.parseInt(draft.expYear, 10) || 0,
  }
}

/** A card as its lines: brand and last four, expiry, holder. */
export function CardLines({ card }: { card: TCard }) {
  const { t } = useTranslation()
  return (
    <>
      <p>
        {t('payFields.card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
      </p>
      <p>{t('payFields.card.holder', { name: card.holderName })}</p>
    </>
  )
}

export function cardSummary(t: (key: string, values?: Record<string, unknown>) => string, card: TCard) {
  return t('payFields.card.summary', { brand: t(`payFields.brands.${card.brand}`), last4: card.last4 })
}

/**
 * A card reference's fields. The browser warns at once when a field looks like a card number (the
 * server refuses it anyway): only the provider's token is ever sent.
 */
export function CardFields({
  value,
  onChange,
  at = '',
}: {
  value: TCardDraft
  onChange(next: TCardDraft): void
  /** Where the card sits in the request (`card.` in a company's), for the refusal of each field. */
  at?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const refusal = useFieldRefusal()
  const [touched, setTouched] = useState(false)
  const pan = [value.providerToken, value.holderName].some(containsPan)
  const text = (name: 'providerToken' | 'last4' | 'expMonth' | 'expYear' | 'holderName', extra = {}) => (
    <div className="fw-company-select">
      <label htmlFor={`${id}-${name}`} className="fw-field-label">
        {t(
          `payFields.cardForm.${name === 'providerToken' ? 'token' : name === 'holderName' ? 'holder' : name}`,
        )}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        autoComplete="off"
        value={value[name]}
        onChange={(event) => {
          setTouched(true)
          onChange({ ...value, [name]: event.target.value })
        }}
        {...extra}
        // A refusal's note takes the hint's place while there is one.
        {...refusal(`${at}${name}`).input}
      />
      {refusal(`${at}${name}`).note}
    </div>
  )
  return (
    <>
      {text('providerToken', { 'aria-describedby': `${id}-token-hint`, maxLength: 200 })}
      <p id={`${id}-token-hint`} className="fw-field-hint">
        {t('payFields.cardForm.tokenHint')}
      </p>
      <div className="fw-company-select">
        <label htmlFor={`${id}-brand`} className="fw-field-label">
          {t('payFields.cardForm.brand')}
        </label>
        <select
          id={`${id}-brand`}
          name="brand"
          value={value.brand}
          onChange={(event) => onChange({ ...value, brand: event.target.value as TCardBrand })}
        >
          {CARD_BRANDS.map((b) => (
            <option key={b} value={b}>
              {t(`payFields.brands.${b}`)}
            </option>
          ))}
        </select>
      </div>
      {text('last4', { inputMode: 'numeric', maxLength: 4 })}
      {text('expMonth', { inputMode: 'numeric', maxLength: 2 })}
      {text('expYear', { inputMode: 'numeric', maxLength: 4 })}
      {text('holderName', { maxLength: 100 })}
      {touched && pan ? (
        <p role="alert" className="fw-alert">
          {t('payFields.errors.PAYMENT_CARD_NUMBER_REFUSED')}
        </p>
      ) : null}
    </>
  )
}
