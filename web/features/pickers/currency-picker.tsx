import pickerMessages from 'virtual:fw-messages/section/pickers'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { PICKER_LIMITS } from '../../../shared/pickers/picker-contract.ts'
import type { TCurrency } from '../../../shared/pickers/picker-schemas.ts'
import { currencySearchFields, filterByQuery } from '../../../shared/pickers/picker-search.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { applyCurrency, saveAfterSignIn } from './currency-actions.ts'
import { currencyDataFor } from './currency-data.ts'
import { PICKER_CONFIG } from './picker-config.ts'
import type { PickerPanelProps } from './picker-environment.ts'
import { PickerList, type TPickerGroup } from './picker-list.tsx'
import { EmptyResult, PickerSearch } from './picker-search.tsx'
import { PickerSurface } from './picker-surface.tsx'
import { SaveCurrencyPopup } from './save-currency-popup.tsx'
import { useListKeyboard } from './use-list-keyboard.ts'

addEnglishMessages(pickerMessages)

function currencyItems(group: string, currencies: readonly TCurrency[], current: string) {
  return currencies.map((c) => ({
    key: `${group}:${c.currencyCode}`,
    textValue: c.displayName,
    active: c.currencyCode === current,
    content: (
      <>
        <span className="fw-picker-symbol">{c.htmlSymbolAlone}</span>
        <span className="fw-picker-name">{c.displayName}</span>
        {c.showCurrency ? <span className="fw-picker-detail">{c.currencyCode}</span> : null}
      </>
    ),
  }))
}

/**
 * The currency picker (spec sections 2 and 4): the most used and all currencies in 3 columns, search
 * (which hides the most used), then the save popup or the change itself, and a reload.
 */
export function CurrencyPicker({
  triggerRef,
  presentation,
  onClose,
  env,
  bus,
  saveDialog,
}: PickerPanelProps & {
  saveDialog?: boolean
}) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const store = currencyDataFor(env)
  const data = useSyncExternalStore(store.subscribe, store.get, store.get)
  useEffect(() => store.load(), [store])
  const [query, setQuery] = useState('')
  const [saving, setSaving] = useState<TCurrency | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const signedIn = Boolean(state.auth?.loggedInSession)
  const loaded = data.status === 'loaded' ? data.data : null
  const current = loaded?.current.currencyCode ?? state.currency

  const groups = useMemo((): TPickerGroup[] => {
    if (!loaded) return []
    const all = filterByQuery(loaded.allCurrencies, query, currencySearchFields)
    const searching = query.trim() !== ''
    return [
      ...(searching
        ? []
        : [
            {
              key: 'top',
              title: t('pickers.currency.top'),
              items: currencyItems('top', loaded.topCurrencies, current),
            },
          ]),
      ...(all.length
        ? [{ key: 'all', title: t('pickers.currency.all'), items: currencyItems('all', all, current) }]
        : []),
    ]
  }, [loaded, query, current, t])
  const flat = useMemo(() => groups.flatMap((g) => g.items), [groups])

  const choose = (key: string) => {
    const code = key.slice(key.indexOf(':') + 1)
    const currency = loaded?.allCurrencies.find((c) => c.currencyCode === code)
    if (!currency || code === current) return onClose()
    if (saveDialog ?? PICKER_CONFIG.currencySaveDialog) setSaving(currency)
    else void applyCurrency(env, code, false)
  }
  const onKeyDownCapture = useListKeyboard(flat, listRef, searchRef, choose)

  if (saving)
    return (
      <SaveCurrencyPopup
        currency={saving}
        onClose={onClose}
        onYes={() => {
          if (signedIn) return applyCurrency(env, saving.currencyCode, true).then((done) => done || onClose())
          onClose()
          saveAfterSignIn(env.session, bus, saving.currencyCode)
          return undefined
        }}
        onNo={() => applyCurrency(env, saving.currencyCode, false).then((done) => done || onClose())}
      />
    )
  return (
    <PickerSurface
      presentation={presentation}
      triggerRef={triggerRef}
      title={t('pickers.currency.title')}
      onClose={onClose}
      maxWidth={PICKER_LIMITS.countryDialogMaxWidth}
      maxHeight={PICKER_LIMITS.currencyDropdownMaxHeight}
      className="fw-currency-picker"
    >
      <div className="fw-picker-body" onKeyDownCapture={onKeyDownCapture} data-state={data.status}>
        {data.status === 'notLoaded' ? (
          <p className="fw-picker-loading" role="status">
            {t('pickers.currency.loading')}
          </p>
        ) : null}
        {loaded ? (
          <>
            <PickerSearch
              value={query}
              onChange={setQuery}
              label={t('pickers.currency.searchLabel')}
              placeholder={t('pickers.currency.searchPlaceholder')}
              inputRef={searchRef}
            />
            {flat.length ? (
              <PickerList
                label={t('pickers.currency.listLabel')}
                groups={groups}
                columns={PICKER_LIMITS.currencyColumns}
                listRef={listRef}
                onSelect={choose}
              />
            ) : (
              <EmptyResult query={query} subtitle={t('pickers.currency.emptySubtitle')} />
            )}
          </>
        ) : null}
      </div>
    </PickerSurface>
  )
}
