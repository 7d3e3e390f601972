import { useEffect, useId, useState } from 'react'
import { EVENT_LIMITS } from '../../../shared/business/events-contract.ts'
import type { TEvent, TEventPerson, TEventSaveRequest } from '../../../shared/business/events-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { suggestUsers } from '../../api/people.ts'
import { formErrors } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useFieldRefusal } from '../../ui/field-refusal.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { personName } from './event-dates.ts'
import { eventsCodeText } from './events-errors.ts'

interface Props {
  event: TEvent | null
  busy: boolean
  /** The last save's refusal, shown beside the fields it names (decision 078). */
  error: unknown
  onSave(input: TEventSaveRequest): void
  onCancel(): void
}

/** Plans or changes an event: its fields and the colleagues who attend (found with the user search). */
export function EventForm({ event, busy, error, onSave, onCancel }: Props) {
  const { t } = useTranslation()
  const refused = formErrors(t, error, {
    fields: EVENT_FIELDS,
    codeText: eventsCodeText(t),
    // The dates' order and the attendees are about one field each, though the code names no field.
    codeField: (code) => EVENT_CODE_FIELDS[code] ?? null,
    fallback: t('bizPages.events.errors.generic'),
  })
  return (
    <FormErrorsScope value={{ error, ...refused }}>
      <EventFields event={event} busy={busy} formLine={refused.form} onSave={onSave} onCancel={onCancel} />
    </FormErrorsScope>
  )
}

const EVENT_FIELDS = ['name', 'city', 'startDate', 'endDate', 'description', 'attendeeIds'] as const
const EVENT_CODE_FIELDS: Readonly<Record<string, string>> = {
  EVENT_DATES_INVALID: 'endDate',
  EVENT_ATTENDEE_UNKNOWN: 'attendeeIds',
}

function EventFields({
  event,
  busy,
  formLine,
  onSave,
  onCancel,
}: Omit<Props, 'error'> & { formLine: string | null }) {
  const { t } = useTranslation()
  const refusal = useFieldRefusal()
  const id = useId()
  const [name, setName] = useState(event?.name ?? '')
  const [city, setCity] = useState(event?.city ?? '')
  const [startDate, setStartDate] = useState(event?.startDate ?? '')
  const [endDate, setEndDate] = useState(event?.endDate ?? '')
  const [description, setDescription] = useState(event?.description ?? '')
  const [attendees, setAttendees] = useState<TEventPerson[]>(event?.attendees ?? [])
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<TEventPerson[]>([])

  useEffect(() => {
    if (query.trim() === '') {
      setFound([])
      return
    }
    let live = true
    // The spec's search debounce (section 9: 300 ms).
    const timer = setTimeout(() => {
      suggestUsers(browserApiClient(), { query: query.trim(), searchMode: 'all' }).then(
        (page) =>
          live &&
          setFound(
            page.content.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
          ),
      )
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query])

  const chosen = new Set(attendees.map((a) => a.id))
  const field = (key: string) => `${id}-${key}`
  return (
    <form
      className="fw-event-form"
      noValidate
      aria-labelledby={field('title')}
      onSubmit={(e) => {
        e.preventDefault()
        onSave({ name, city, startDate, endDate, description, attendeeIds: attendees.map((a) => a.id) })
      }}
    >
      <h2 id={field('title')}>{t(event ? 'bizPages.events.editTitle' : 'bizPages.events.newTitle')}</h2>
      <div className="fw-event-grid">
        <label htmlFor={field('name')}>{t('bizPages.events.name')}</label>
        <input
          id={field('name')}
          {...refusal('name').input}
          value={name}
          maxLength={EVENT_LIMITS.nameMaxLength}
          required
          onChange={(e) => setName(e.target.value)}
        />
        {refusal('name').note}
        <label htmlFor={field('city')}>{t('bizPages.events.city')}</label>
        <input
          id={field('city')}
          {...refusal('city').input}
          value={city}
          maxLength={EVENT_LIMITS.cityMaxLength}
          required
          onChange={(e) => setCity(e.target.value)}
        />
        {refusal('city').note}
        <label htmlFor={field('start')}>{t('bizPages.events.startDate')}</label>
        <input
          id={field('start')}
          {...refusal('startDate').input}
          type="date"
          value={startDate}
          required
          onChange={(e) => setStartDate(e.target.value)}
        />
        {refusal('startDate').note}
        <label htmlFor={field('end')}>{t('bizPages.events.endDate')}</label>
        <input
          id={field('end')}
          {...refusal('endDate').input}
          type="date"
          value={endDate}
          required
          onChange={(e) => setEndDate(e.target.value)}
        />
        {refusal('endDate').note}
        <label htmlFor={field('description')}>{t('bizPages.events.description')}</label>
        <textarea
          id={field('description')}
          {...refusal('description').input}
          value={description}
          maxLength={EVENT_LIMITS.descriptionMaxLength}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
        />
        {refusal('description').note}
      </div>
      <fieldset className="fw-event-attendees">
        <legend>{t('bizPages.events.attendees')}</legend>
        {attendees.length === 0 ? <p>{t('bizPages.events.noAttendees')}</p> : null}
        <ul>
          {attendees.map((a) => (
            <li key={a.id}>
              <span>{personName(a)}</span>{' '}
              <Button
                variant="secondary"
                onClick={() => setAttendees(attendees.filter((x) => x.id !== a.id))}
              >
                {t('bizPages.events.removeAttendee', { name: personName(a) })}
              </Button>
            </li>
          ))}
        </ul>
        <label htmlFor={field('find')}>{t('bizPages.events.findPeople')}</label>
        <input
          id={field('find')}
          {...refusal('attendeeIds').input}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        {refusal('attendeeIds').note}
        <ul aria-label={t('bizPages.events.found')}>
          {found
            .filter((p) => !chosen.has(p.id))
            .map((p) => (
              <li key={p.id}>
                <span>
                  {personName(p)} ({p.email})
                </span>{' '}
                <Button variant="secondary" onClick={() => setAttendees([...attendees, p])}>
                  {t('bizPages.events.addAttendee', { name: personName(p) })}
                </Button>
              </li>
            ))}
        </ul>
      </fieldset>
      {formLine ? (
        <p role="alert" className="fw-event-error">
          {formLine}
        </p>
      ) : null}
      <div className="fw-event-actions">
        <Button type="submit" disabled={busy}>
          {t('bizPages.events.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('bizPages.events.cancel')}
        </Button>
      </div>
    </form>
  )
}
