import searchBoxMessages from 'virtual:fw-messages/section/searchBox'
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider'
import {
  Button,
  ComboBox,
  Header,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { logError } from '../../app/logger.ts'
import { addEnglishMessages, type TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { countryNamer, placeTexts, underTheirCity } from './place-names.ts'
import { browserPlacesApi, PLACE_QUERY_MAX_LENGTH, type PlacesApi } from './places-api.ts'
import { placeKey, RECENT_PLACES_MAX, rememberPlace, useRecentPlaces } from './recent-places.ts'
import './search-box.css'

// The search box's texts come with its chunk, not the first page's (catalogue-sections.ts).
addEnglishMessages(searchBoxMessages)

/** Keystrokes closer together than this make one request. */
export const SUGGEST_DEBOUNCE_MS = 120

export interface PlaceComboboxProps {
  /** The visible label ("From", "To"). */
  label: string
  /**
   * The form field's name. What the form submits under it: the chosen place's code (PAR, CDG) once the
   * page has hydrated and a place is chosen; otherwise the text as typed ("Paris", "cdg", "파리"), which
   * is all a form submitted before hydration or without JavaScript can send. The results URL must accept both.
   */
  name: string
  /** The chosen place, or null while none is (nothing, or text that is not a chosen place's name). */
  value: TPlace | null
  /** A place chosen, or null once the text no longer is the chosen place's name. */
  onChange(place: TPlace | null): void
  /** The suggestions' source; the browser's fetch by default (tests pass a fake). */
  api?: PlacesApi
  /** The text shown while no place is chosen yet (a results URL's code, before its name is known). */
  initialText?: string
}

type TStatus = 'recent' | 'loading' | 'found' | 'none' | 'failed'

/** The last answer: the query it was for, and its places (null when the request failed). */
interface TAnswer {
  query: string
  places: readonly TPlace[] | null
}

const NO_ANSWER: TAnswer = { query: '', places: [] }
const showEverything = () => true
const noSubscribe = () => () => {}

/** False on the server and while hydrating, true after: the form's fields change once JavaScript runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

const samePlace = (a: TPlace | null, b: TPlace | null) =>
  a === b || (a !== null && b !== null && placeKey(a) === placeKey(b))

/** The answer's places go on showing while the next query, typed on from it, loads (no flicker). */
function related(a: string, b: string): boolean {
  const x = a.toLocaleLowerCase()
  const y = b.toLocaleLowerCase()
  return x !== '' && y !== '' && (x.startsWith(y) || y.startsWith(x))
}

function statusText(t: TFunction, status: TStatus, query: string, count: number): string {
  switch (status) {
    case 'loading':
      return t('searchBox.loading')
    case 'found':
      return t('searchBox.found', { count })
    case 'none':
      return t('searchBox.noMatch', { query })
    case 'failed':
      return t('searchBox.failed')
    default:
      return ''
  }
}

function PinIcon() {
  return (
    <svg className="fw-place-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z"
        fill="currentColor"
      />
    </svg>
  )
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function PlaceOption({
  place,
  indented,
  country,
}: {
  place: TPlace
  indented: boolean
  country(code: string): string
}) {
  const { t } = useTranslation()
  const texts = placeTexts(place, t, country)
  const classes = ['fw-place-option', `fw-place-option--${place.kind}`]
  if (indented) classes.push('fw-place-option--indented')
  return (
    <ListBoxItem
      id={placeKey(place)}
      // What the input shows once chosen.
      textValue={place.name}
      // The whole line in one name, the visible words first (label in name).
      aria-label={texts.name}
      className={classes.join(' ')}
    >
      {/* Spaces between the parts, so that their words read as in the name (axe: label-content-name-mismatch). */}
      {place.kind === 'airport' ? <span className="fw-place-code">{place.code}</span> : <PinIcon />}{' '}
      <span className="fw-place-text">
        <span className="fw-place-title">{texts.title}</span>{' '}
        <span className="fw-place-where">{texts.where}</span>
      </span>
    </ListBoxItem>
  )
}

interface FieldProps {
  label: string
  text: string
  onTextChange(text: string): void
  selectedKey: string | null
  onSelect(key: Key | null): void
  rows: readonly TPlace[]
  status: TStatus
  query: string
  /** The input's own name: only before hydration, when no hidden field carries the value yet. */
  inputName?: string
  fullScreen: boolean
}

/** The combo box itself: inline on wide screens, at the top of the full-screen dialog on narrow ones. */
function PlaceField({
  label,
  text,
  onTextChange,
  selectedKey,
  onSelect,
  rows,
  status,
  query,
  inputName,
  fullScreen,
}: FieldProps) {
  const { t, locale } = useTranslation()
  const country = useMemo(() => countryNamer(locale), [locale])
  const indented = useMemo(() => underTheirCity(rows), [rows])
  const announcement = statusText(t, status, query, rows.length)
  // The list opens inside the field, not at the end of the body: it stays in the page's landmarks (and in
  // the dialog on narrow screens), and comes right after the input in reading order.
  const here = useRef<HTMLDivElement>(null)
  const options = rows.map((place, i) => (
    <PlaceOption
      key={placeKey(place)}
      place={place}
      indented={status !== 'recent' && indented[i] === true}
      country={country}
    />
  ))
  return (
    <div ref={here} className="fw-place-anchor">
      <UNSAFE_PortalProvider getContainer={() => here.current}>
        <ComboBox
          className="fw-field fw-place-combobox"
          inputValue={text}
          onInputChange={onTextChange}
          value={selectedKey}
          onChange={onSelect}
          // Typed text is a value too: the failed state asks for a code, and the form sends text it cannot match.
          allowsCustomValue
          // The suggestions are the server's, already matched: nothing is filtered out again here.
          defaultFilter={showEverything}
          menuTrigger="focus"
          // Loading, no match and failure are said in the open list.
          allowsEmptyCollection={status !== 'recent' && rows.length === 0}
          autoFocus={fullScreen}
        >
          <Label className="fw-field-label">{label}</Label>
          <Input
            className="fw-input fw-place-input"
            name={inputName}
            placeholder={t('searchBox.placeholder')}
          />
          <Popover
            className={`fw-place-popover${fullScreen ? ' fw-place-popover--full' : ''}`}
            placement="bottom start"
            offset={4}
            // Positioned in the field (below), whose own edges are the ones to keep.
            containerPadding={0}
          >
            <ListBox
              className="fw-place-list"
              renderEmptyState={() => <p className="fw-place-state">{announcement}</p>}
            >
              {status === 'recent' && rows.length > 0 ? (
                <ListBoxSection className="fw-place-section">
                  <Header className="fw-place-section-title">{t('searchBox.recent')}</Header>
                  {options}
                </ListBoxSection>
              ) : (
                options
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </UNSAFE_PortalProvider>
      {/* React Aria hides the rest of the page from screen readers while the list is open, but for live
          regions marked as its own: so the states are still announced then (place-combobox.test.tsx). */}
      <p role="status" className="fw-visually-hidden" data-live-announcer="true">
        {announcement}
      </p>
    </div>
  )
}

/**
 * A place of a search (issue 24 item 2): a city ("Paris (all airports)") or an airport ("CDG Paris
 * Charles de Gaulle"), suggested by the server as the visitor types (decision 070), with the last five
 * chosen offered on focus. React Aria's combo box (arrows, Enter, Escape); below 600 px it opens in a
 * full-screen dialog with the input at its top.
 */
export function PlaceCombobox({ label, name, value, onChange, api, initialText }: PlaceComboboxProps) {
  const { t, locale } = useTranslation()
  const hydrated = useHydrated()
  const wide = useMinWidth(BREAKPOINTS.m)
  const recent = useRecentPlaces()
  const [text, setText] = useState(value?.name ?? initialText ?? '')
  const [answer, setAnswer] = useState<TAnswer>(NO_ANSWER)
  const [dialogOpen, setDialogOpen] = useState(false)
  const labelId = useId()
  const valueId = useId()

  // The value as last told to the owner: a value that differs came from outside (a swap, a reset).
  const told = useRef(value)
  useEffect(() => {
    // The same place under a new name (a code the places API has since named) is news too.
    if (samePlace(value, told.current) && value?.name === told.current?.name) return
    told.current = value
    setText(value?.name ?? '')
  }, [value])
  const tell = (place: TPlace | null) => {
    told.current = place
    onChange(place)
  }

  const query = text.trim().slice(0, PLACE_QUERY_MAX_LENGTH)
  const showingChoice = value !== null && text === value.name
  const searching = query !== '' && !showingChoice

  useEffect(() => {
    if (!searching) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const source = api ?? browserPlacesApi()
      source.suggest(query, locale, controller.signal).then(
        (places) => {
          if (!controller.signal.aborted) setAnswer({ query, places })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          logError(error, { feature: 'searchBox', query })
          setAnswer({ query, places: null })
        },
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [searching, query, locale, api])

  let status: TStatus = 'recent'
  let rows: readonly TPlace[]
  if (!searching) {
    // The chosen place heads the list even where storage is blocked, so the list always holds it.
    rows = showingChoice
      ? [value, ...recent.filter((p) => !samePlace(p, value))].slice(0, RECENT_PLACES_MAX)
      : recent
  } else if (answer.query !== query) {
    status = 'loading'
    rows = related(answer.query, query) ? (answer.places ?? []) : []
  } else {
    status = answer.places === null ? 'failed' : answer.places.length > 0 ? 'found' : 'none'
    rows = answer.places ?? []
  }
  const selectedKey = value && rows.some((p) => samePlace(p, value)) ? placeKey(value) : null

  const changeText = (next: string) => {
    setText(next)
    if (value && next !== value.name) tell(null)
  }
  const choose = (key: Key | null) => {
    const place = key === null ? undefined : rows.find((p) => placeKey(p) === key)
    if (!place) return
    setText(place.name)
    rememberPlace(place)
    if (!samePlace(place, value)) tell(place)
    setDialogOpen(false)
  }

  const field = (fullScreen: boolean, inputName?: string) => (
    <PlaceField
      label={label}
      text={text}
      onTextChange={changeText}
      selectedKey={selectedKey}
      onSelect={choose}
      rows={rows}
      status={status}
      query={query}
      inputName={inputName}
      fullScreen={fullScreen}
    />
  )
  // After hydration one hidden field carries the value: the code when a place is chosen, else the text.
  const hidden = hydrated ? <input type="hidden" name={name} value={value?.code ?? text} /> : null

  if (hydrated && !wide) {
    return (
      <div className="fw-place-field">
        <span id={labelId} className="fw-field-label">
          {label}
        </span>
        <Button
          className="fw-input fw-place-trigger"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-haspopup="dialog"
          aria-expanded={dialogOpen}
          onPress={() => setDialogOpen(true)}
        >
          <span id={valueId} className={text ? undefined : 'fw-place-placeholder'}>
            {text || t('searchBox.placeholder')}
          </span>
        </Button>
        {hidden}
        {dialogOpen ? (
          <ModalDialog
            presentation="fullscreen"
            label={label}
            onClose={() => setDialogOpen(false)}
            className="fw-place-dialog"
          >
            <div className="fw-place-dialog-top">
              {field(true)}
              <Button slot="close" className="fw-place-close" aria-label={t('searchBox.close')}>
                <CloseIcon />
              </Button>
            </div>
          </ModalDialog>
        ) : null}
      </div>
    )
  }
  return (
    <div className="fw-place-field">
      {field(false, hydrated ? undefined : name)}
      {hidden}
    </div>
  )
}
