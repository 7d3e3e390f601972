import { TEST_CARDS } from '../../../shared/booking/booking-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LabelledInput } from '../../ui/labelled-field.tsx'

/** A card as the form holds it. */
export interface TCardDraft {
  number: string
  expiry: string
  cvc: string
  holderName: string
}

export const emptyCard = (): TCardDraft => ({ number: '', expiry: '', cvc: '', holderName: '' })

/** "12/29" or "12 / 2029" to a month and a four-digit year; zeros when it cannot be read (the server says so). */
export function expiryOf(text: string): { expMonth: number; expYear: number } {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!m) return { expMonth: 0, expYear: 0 }
  const year = Number(m[2])
  return { expMonth: Number(m[1]), expYear: year < 100 ? 2000 + year : year }
}

/**
 * The card a personal booking is paid with. The embedded provider takes documented test cards only (no
 * real money), and the page says which; the number is sent once and never kept but its last four digits.
 */
export function CardFields(props: {
  card: TCardDraft
  errors: Readonly<Record<string, string>>
  onChange(card: TCardDraft): void
}) {
  const { t } = useTranslation()
  const { card } = props
  const set = (part: Partial<TCardDraft>) => props.onChange({ ...card, ...part })
  const sample = TEST_CARDS.success[0].replace(/(\d{4})(?=\d)/g, '$1 ')
  return (
    <fieldset className="fw-booking-card">
      <legend>{t('booking.payment.title')}</legend>
      <p className="fw-field-hint">{t('booking.payment.testCards', { number: sample })}</p>
      {/* The card as a whole refused (declined, no funds): said here, above its fields. */}
      {props.errors['payment.card'] ? <p className="fw-field-error">{props.errors['payment.card']}</p> : null}
      <div className="fw-booking-grid">
        <LabelledInput
          label={t('booking.payment.number')}
          value={card.number}
          autoComplete="cc-number"
          inputMode="numeric"
          error={props.errors['payment.card.number']}
          onChange={(number) => set({ number })}
        />
        <LabelledInput
          label={t('booking.payment.expiry')}
          value={card.expiry}
          autoComplete="cc-exp"
          error={props.errors['payment.card.expMonth'] ?? props.errors['payment.card.expYear']}
          onChange={(expiry) => set({ expiry })}
        />
        <LabelledInput
          label={t('booking.payment.cvc')}
          value={card.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          error={props.errors['payment.card.cvc']}
          onChange={(cvc) => set({ cvc })}
        />
        <LabelledInput
          label={t('booking.payment.holderName')}
          value={card.holderName}
          autoComplete="cc-name"
          error={props.errors['payment.card.holderName']}
          onChange={(holderName) => set({ holderName })}
        />
      </div>
    </fieldset>
  )
}
