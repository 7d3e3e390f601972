import pickerMessages from 'virtual:fw-messages/section/pickers'
import { useMemo, useRef, useState } from 'react'
import sitesJson from '../../../content/sites.json' with { type: 'json' }
import { countryEntries, countryOptions, countryTarget } from '../../../shared/pickers/country-entries.ts'
import { PICKER_LIMITS, PICKER_LOG_MESSAGES } from '../../../shared/pickers/picker-contract.ts'
import { countrySearchFields, filterByQuery } from '../../../shared/pickers/picker-search.ts'
import type { TSite } from '../../../shared/sites.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Flag } from './flag.tsx'
import { PICKER_CONFIG } from './picker-config.ts'
import type { PickerPanelProps } from './picker-environment.ts'
import { PickerList, type TPickerGroup } from './picker-list.tsx'
import { EmptyResult, PickerSearch } from './picker-search.tsx'
import { PickerSurface } from './picker-surface.tsx'
import { useListKeyboard } from './use-list-keyboard.ts'

addEnglishMessages(pickerMessages)

const SITES = sitesJson as TSite[]

/** The country/language picker (spec sections 2 and 4): searchable, in 3 columns, one row per language. */
export function CountryPicker({
  triggerRef,
  presentation,
  onClose,
  env,
  options,
}: PickerPanelProps & {
  options?: { appendRelativeRedirectPath: boolean }
}) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const [query, setQuery] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const business = Boolean(state.auth?.loggedInSession && state.auth.businessState?.businessMode)
  const all = useMemo(
    () =>
      countryOptions(
        countryEntries(SITES, { site: state.site, countryCode: state.countryCode, locale: state.locale }),
      ),
    [state.site, state.countryCode, state.locale],
  )
  const shown = useMemo(() => filterByQuery(all, query, countrySearchFields), [all, query])
  const byKey = useMemo(() => new Map(all.map((o) => [o.key, o])), [all])

  const choose = (key: string) => {
    const option = byKey.get(key)
    if (!option) return
    const target = countryTarget(option, {
      appendRelativeRedirectPath: (options ?? PICKER_CONFIG).appendRelativeRedirectPath,
      pathname: env.pathname(),
    })
    // The active locale is not navigated to again.
    if (target === null) return onClose()
    if (!business) return env.assign(target)
    // A business member's language is kept on their profile; the page follows it (decision 025).
    env.api.setBusinessLanguage(option.locale).then(
      () => env.reload(),
      (error: unknown) => {
        env.log(error, { message: PICKER_LOG_MESSAGES.businessLocale })
        onClose()
      },
    )
  }
  const onKeyDownCapture = useListKeyboard(shown, listRef, searchRef, choose)
  const groups: TPickerGroup[] = [
    {
      key: 'countries',
      title: null,
      items: shown.map((option) => ({
        key: option.key,
        textValue: option.language ? `${option.text} ${option.language}` : option.text,
        active: option.active,
        content: (
          <>
            <Flag code={option.flag} size="large" />
            <span className="fw-picker-name">{option.text}</span>
            {option.language ? (
              <span className="fw-picker-detail" lang={option.locale.slice(0, 2)}>
                {option.language}
              </span>
            ) : null}
          </>
        ),
      })),
    },
  ]
  return (
    <PickerSurface
      presentation={presentation}
      triggerRef={triggerRef}
      title={t('pickers.country.title')}
      onClose={onClose}
      maxWidth={PICKER_LIMITS.countryDialogMaxWidth}
      className="fw-country-picker"
    >
      <div className="fw-picker-body" onKeyDownCapture={onKeyDownCapture}>
        <PickerSearch
          value={query}
          onChange={setQuery}
          label={t('pickers.country.searchLabel')}
          placeholder={t('pickers.country.searchPlaceholder')}
          inputRef={searchRef}
        />
        {shown.length ? (
          <PickerList
            label={t('pickers.country.listLabel')}
            groups={groups}
            columns={PICKER_LIMITS.countryColumns}
            listRef={listRef}
            onSelect={choose}
          />
        ) : (
          <EmptyResult query={query} subtitle={t('pickers.country.emptySubtitle')} />
        )}
      </div>
    </PickerSurface>
  )
}
