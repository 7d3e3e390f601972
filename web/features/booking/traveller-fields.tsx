import type { TTraveler } from '../../../shared/account/traveler-schemas.ts'
// Types only from the schemas: they hold zod, which must stay out of the browser bundle.
import type { TBookingReview, TTravellerInput } from '../../../shared/booking/booking-schemas.ts'
import { COUNTRY_CODES } from '../../../shared/booking/countries.ts'
import { isLatinName } from '../../../shared/booking/traveller-rules.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LabelledInput, LabelledSelect } from '../../ui/labelled-field.tsx'
import { countryNamer } from '../search-box/place-names.ts'

type TSlot = TBookingReview['travellers']['slots'][number]

/** One traveller as the form holds it: every field a string, the passport's too. */
export interface TTravellerDraft {
  savedTravelerId: string
  firstName: string
  lastName: string
  dateOfBirth: string
  email: string
  passportNumber: string
  issuingCountry: string
  expiresOn: string
  nationality: string
}

export const emptyTraveller = (): TTravellerDraft => ({
  savedTravelerId: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  passportNumber: '',
  issuingCountry: '',
  expiresOn: '',
  nationality: '',
})

/** A saved traveller's details in a draft (the passport stays as typed: the account does not keep one). */
export const fromSaved = (draft: TTravellerDraft, saved: TTraveler): TTravellerDraft => ({
  ...draft,
  savedTravelerId: saved.travelerId,
  firstName: saved.firstName,
  lastName: saved.lastName,
  dateOfBirth: saved.dateOfBirth ?? '',
  email: saved.emailAddress ?? '',
})

/**
 * The account's own name and e-mail, for a booking one pays for oneself (Booking.com starts so): the
 * names only when written in Latin letters, as the form asks (a 김민아 account types them).
 */
export const fromAccount = (
  draft: TTravellerDraft,
  account: { firstName: string; lastName: string; email: string },
): TTravellerDraft => ({
  ...draft,
  ...(isLatinName(account.firstName) && isLatinName(account.lastName)
    ? { firstName: account.firstName, lastName: account.lastName }
    : {}),
  email: account.email,
})

/** The request's entry for a draft: empty fields left out, the passport only where one is asked. */
export function travellerInput(draft: TTravellerDraft, passport: boolean): TTravellerInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    firstName: text(draft.firstName),
    lastName: text(draft.lastName),
    dateOfBirth: text(draft.dateOfBirth),
    email: text(draft.email),
    ...(passport
      ? {
          passport: {
            number: text(draft.passportNumber),
            issuingCountry: text(draft.issuingCountry.toUpperCase()),
            expiresOn: text(draft.expiresOn),
            nationality: text(draft.nationality.toUpperCase()),
          },
        }
      : {}),
  }
}

/** The request's field a draft's field answers to (the server's names, for its refusals). */
export const TRAVELLER_FIELD: Record<keyof Omit<TTravellerDraft, 'savedTravelerId'>, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  email: 'email',
  passportNumber: 'passport.number',
  issuingCountry: 'passport.issuingCountry',
  expiresOn: 'passport.expiresOn',
  nationality: 'passport.nationality',
}

/** A passport's country: every ISO country, named and sorted in the page's language. */
function CountryField(props: {
  label: string
  value: string
  error: string | undefined
  onChange(value: string): void
}) {
  const { t, locale } = useTranslation()
  const name = countryNamer(locale)
  const options = [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: name(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
  return <LabelledSelect {...props} options={options} empty={t('booking.travellers.chooseCountry')} />
}

/**
 * One traveller's fieldset: a saved traveller to start from, names as on the passport, date of birth,
 * e-mail, and the passport where an international flight asks for it. `errors` are keyed by the request's
 * field names (`travellers.0.passport.number`).
 */
export function TravellerFields(props: {
  index: number
  slot: TSlot
  draft: TTravellerDraft
  saved: readonly TTraveler[]
  passport: boolean
  errors: Readonly<Record<string, string>>
  onChange(draft: TTravellerDraft): void
}) {
  const { t } = useTranslation()
  const { index, draft } = props
  const set = (part: Partial<TTravellerDraft>) => props.onChange({ ...draft, ...part })
  const error = (name: keyof typeof TRAVELLER_FIELD) =>
    props.errors[`travellers.${index}.${TRAVELLER_FIELD[name]}`]
  const field = (name: keyof typeof TRAVELLER_FIELD, type?: string, autoComplete?: string) => (
    <LabelledInput
      label={t(`booking.travellers.${name}`)}
      value={draft[name]}
      type={type ?? 'text'}
      autoComplete={autoComplete}
      error={error(name)}
      onChange={(value) => set({ [name]: value })}
    />
  )
  return (
    <fieldset className="fw-booking-traveller">
      <legend>{t(`booking.travellers.kinds.${props.slot.kind}`, { number: index + 1 })}</legend>
      {props.saved.length ? (
        <LabelledSelect
          label={t('booking.travellers.saved')}
          value={draft.savedTravelerId}
          empty={t('booking.travellers.someoneElse')}
          options={props.saved.map((s) => ({ value: s.travelerId, label: `${s.firstName} ${s.lastName}` }))}
          onChange={(travelerId) => {
            const saved = props.saved.find((s) => s.travelerId === travelerId)
            props.onChange(saved ? fromSaved(draft, saved) : { ...draft, savedTravelerId: '' })
          }}
        />
      ) : null}
      <p className="fw-field-hint">{t('booking.travellers.asOnPassport')}</p>
      <div className="fw-booking-grid">
        {field('firstName', 'text', index === 0 ? 'given-name' : 'off')}
        {field('lastName', 'text', index === 0 ? 'family-name' : 'off')}
        {field('dateOfBirth', 'date', index === 0 ? 'bday' : 'off')}
        {index === 0 ? field('email', 'email', 'email') : null}
      </div>
      {props.passport ? (
        <div className="fw-booking-grid">
          {field('passportNumber')}
          <CountryField
            label={t('booking.travellers.issuingCountry')}
            value={draft.issuingCountry}
            error={error('issuingCountry')}
            onChange={(issuingCountry) => set({ issuingCountry })}
          />
          {field('expiresOn', 'date')}
          <CountryField
            label={t('booking.travellers.nationality')}
            value={draft.nationality}
            error={error('nationality')}
            onChange={(nationality) => set({ nationality })}
          />
        </div>
      ) : null}
    </fieldset>
  )
}
