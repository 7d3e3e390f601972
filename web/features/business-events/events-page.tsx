import { useCallback, useEffect, useState } from 'react'
import type {
  TEvent,
  TEventListResponse,
  TEventSaveRequest,
} from '../../../shared/business/events-schemas.ts'
import { browserEventsApi, type eventsApi } from '../../api/business-pages.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { eventDays, personName } from './event-dates.ts'
import { EventForm } from './event-form.tsx'
import { eventsError } from './events-errors.ts'
import './business-events.css'

/** A message shown to the user, or none. */
type Text = string | null
/** The page's calls: the browser's by default, a test's own client in tests. */
type EventsApi = () => ReturnType<typeof eventsApi>

/**
 * /business/events (spec: event hub front door; decision 052). Members see the company events they
 * organise or attend; EVENT_EDIT plans events, EVENT_EDIT_FOR_ALL manages every event of the company.
 */
export function EventsPage({ api }: { api?: EventsApi } = {}) {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  const signedIn = Boolean(auth?.loggedInSession)
  const business = Boolean(auth?.businessState?.businessMode)
  return (
    <article className="fw-page fw-events" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.businessEvents.title')}</h1>
      <p className="fw-page-about">{t('pages.businessEvents.about')}</p>
      <Body signedIn={signedIn} business={business} api={api ?? browserEventsApi} />
    </article>
  )
}

function Body({ signedIn, business, api }: { signedIn: boolean; business: boolean; api: EventsApi }) {
  const { t } = useTranslation()
  if (!signedIn) {
    return <p>{t('bizPages.signedOut')}</p>
  }
  if (!business) {
    return <p>{t('bizPages.switchToBusiness')}</p>
  }
  return <EventHub api={api} />
}

type Editing = { kind: 'new' } | { kind: 'edit'; event: TEvent } | null

function EventHub({ api }: { api: EventsApi }) {
  const { t, locale } = useTranslation()
  const [list, setList] = useState<TEventListResponse | null>(null)
  const [loadError, setLoadError] = useState<Text>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Text>(null)
  // The last save's refusal as it came: the form puts it beside its fields.
  const [formError, setFormError] = useState<unknown>(null)

  const load = useCallback(() => {
    api()
      .list()
      .then(setList, (error: unknown) => setLoadError(eventsError(t, error)))
  }, [api, t])
  useEffect(load, [load])

  async function save(input: TEventSaveRequest) {
    if (!editing) return
    setBusy(true)
    setFormError(null)
    try {
      const saved =
        editing.kind === 'new' ? await api().create(input) : await api().save(editing.event.id, input)
      setEditing(null)
      setNotice(t('bizPages.events.saved', { name: saved.name }))
      load()
    } catch (error) {
      setFormError(error)
    } finally {
      setBusy(false)
    }
  }

  async function remove(event: TEvent) {
    if (!window.confirm(t('bizPages.events.confirmDelete', { name: event.name }))) return
    try {
      await api().remove(event.id)
      setNotice(t('bizPages.events.deleted', { name: event.name }))
      load()
    } catch (error) {
      setNotice(eventsError(t, error))
    }
  }

  if (loadError) {
    return <p role="alert">{loadError}</p>
  }
  if (!list) {
    return <p>{t('bizPages.loading')}</p>
  }
  return (
    <>
      <p role="status" className="fw-event-notice">
        {notice ?? ''}
      </p>
      {list.canCreate && !editing ? (
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('bizPages.events.create')}</Button>
      ) : null}
      {editing ? (
        <EventForm
          event={editing.kind === 'edit' ? editing.event : null}
          busy={busy}
          error={formError}
          onSave={save}
          onCancel={() => {
            setEditing(null)
            setFormError(null)
          }}
        />
      ) : null}
      <section aria-labelledby="fw-events-list">
        <h2 id="fw-events-list">{t('bizPages.events.listTitle')}</h2>
        {list.events.length === 0 ? (
          <p>{t(list.canCreate ? 'bizPages.events.emptyPlanner' : 'bizPages.events.empty')}</p>
        ) : null}
        <ul className="fw-event-list">
          {list.events.map((event) => (
            <li key={event.id}>
              <article className="fw-event-card" aria-labelledby={`fw-event-${event.id}`}>
                <h3 id={`fw-event-${event.id}`}>{event.name}</h3>
                <p>
                  {event.city} · {eventDays(event.startDate, event.endDate, locale)}
                </p>
                {event.description ? <p className="fw-event-description">{event.description}</p> : null}
                <p>
                  {t('bizPages.events.organiser', {
                    name: event.organiser ? personName(event.organiser) : t('bizPages.events.formerMember'),
                  })}
                </p>
                <p>{t('bizPages.events.attendeeCount', { count: String(event.attendees.length) })}</p>
                {event.attendees.length > 0 ? (
                  <ul
                    className="fw-event-people"
                    aria-label={t('bizPages.events.attendeesOf', { name: event.name })}
                  >
                    {event.attendees.map((a) => (
                      <li key={a.id}>{personName(a)}</li>
                    ))}
                  </ul>
                ) : null}
                {event.canEdit ? (
                  <div className="fw-event-actions">
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setFormError(null)
                        setEditing({ kind: 'edit', event })
                      }}
                    >
                      {t('bizPages.events.edit', { name: event.name })}
                    </Button>
                    <Button variant="secondary" onClick={() => remove(event)}>
                      {t('bizPages.events.delete', { name: event.name })}
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
