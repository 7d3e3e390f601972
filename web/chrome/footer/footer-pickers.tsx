import type { MouseEvent } from 'react'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { Flag } from '../../features/pickers/flag.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/**
 * The footer's country and currency triggers, each shown when its flag is on (spec section 2). They open
 * the header's pickers on the bus (no second copy of the lists), hanging the dropdown from themselves.
 */
export function FooterPickers() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const flags = state.footerFlags
  if (!flags?.countryPicker && !flags?.currencyPicker) return null
  const labels = state.pickers ?? {
    localeName: state.locale,
    flag: state.countryCode.toLowerCase(),
    currencySymbol: state.currency,
    currencyName: state.currency,
  }
  const open = (picker: 'country' | 'currency') => (event: MouseEvent<HTMLButtonElement>) =>
    bus.publish('picker:open', { picker, opener: event.currentTarget })
  return (
    <ul className="fw-footer-pickers" aria-label={t('footer.sitePickers')}>
      {flags.countryPicker ? (
        <li>
          <button
            type="button"
            className="fw-footer-picker"
            aria-haspopup="dialog"
            aria-label={t('pickers.trigger.country', { name: labels.localeName })}
            onClick={open('country')}
          >
            <Flag code={labels.flag} size="large" />
            <span>{labels.localeName}</span>
          </button>
        </li>
      ) : null}
      {flags.currencyPicker ? (
        <li>
          <button
            type="button"
            className="fw-footer-picker"
            aria-haspopup="dialog"
            aria-label={t('pickers.trigger.currency', { name: labels.currencyName })}
            onClick={open('currency')}
          >
            <span className="fw-footer-picker-symbol" aria-hidden="true">
              {labels.currencySymbol}
            </span>
            <span>{labels.currencyName}</span>
          </button>
        </li>
      ) : null}
    </ul>
  )
}
