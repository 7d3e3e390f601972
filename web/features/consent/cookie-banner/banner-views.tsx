import { useId } from 'react'
import {
  BANNER_TOGGLE_CATEGORIES,
  type TConsentCategory,
} from '../../../../shared/privacy/privacy-contract.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'

export type TToggles = Record<(typeof BANNER_TOGGLE_CATEGORIES)[number], boolean>

export function Landing(props: { busy: boolean; onAccept(): void; onDecline(): void; onSelect(): void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="fw-cookie-banner-view">
      <h2 tabIndex={-1}>{t('consent.banner.title')}</h2>
      <p>{t('consent.banner.intro')}</p>
      <p id={`${id}-disclosure`} className="fw-cookie-banner-note">
        {t('consent.banner.acceptDisclosure')}
      </p>
      <div className="fw-cookie-banner-actions">
        <Button disabled={props.busy} aria-describedby={`${id}-disclosure`} onClick={props.onAccept}>
          {t('consent.banner.accept')}
        </Button>
        <Button variant="secondary" disabled={props.busy} onClick={props.onDecline}>
          {t('consent.banner.noThanks')}
        </Button>
        <Button variant="quiet" disabled={props.busy} onClick={props.onSelect}>
          {t('consent.banner.selectCategories')}
        </Button>
      </div>
    </div>
  )
}

function CategoryRow(props: {
  category: TConsentCategory
  checked: boolean
  disabled?: boolean
  onChange?(on: boolean): void
  onDetails(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const name = t(`consent.banner.categories.${props.category}.name`)
  return (
    <li className="fw-cookie-banner-category">
      <div className="fw-cookie-banner-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={`${id}-description`}
          onChange={(e) => props.onChange?.(e.currentTarget.checked)}
        />
        <label htmlFor={id}>{name}</label>
        {props.disabled && <span className="fw-cookie-banner-note">{t('consent.banner.alwaysOn')}</span>}
      </div>
      <p id={`${id}-description`} className="fw-cookie-banner-note">
        {t(`consent.banner.categories.${props.category}.description`)}
      </p>
      <Button variant="quiet" data-details={props.category} onClick={props.onDetails}>
        {t('consent.banner.details', { category: name })}
      </Button>
    </li>
  )
}

export function CategorySelection(props: {
  busy: boolean
  toggles: TToggles
  onToggle(category: keyof TToggles, on: boolean): void
  onDetails(category: TConsentCategory): void
  onAcceptSelected(): void
  onReject(): void
}) {
  const { t } = useTranslation()
  return (
    <div className="fw-cookie-banner-view">
      <h2 tabIndex={-1}>{t('consent.banner.categoriesTitle')}</h2>
      <p>{t('consent.banner.categoriesIntro')}</p>
      <ul className="fw-cookie-banner-categories">
        <CategoryRow
          category="strictlyNecessary"
          checked
          disabled
          onDetails={() => props.onDetails('strictlyNecessary')}
        />
        {BANNER_TOGGLE_CATEGORIES.map((c) => (
          <CategoryRow
            key={c}
            category={c}
            checked={props.toggles[c]}
            onChange={(on) => props.onToggle(c, on)}
            onDetails={() => props.onDetails(c)}
          />
        ))}
      </ul>
      <div className="fw-cookie-banner-actions">
        <Button disabled={props.busy} onClick={props.onAcceptSelected}>
          {t('consent.banner.acceptSelected')}
        </Button>
        <Button variant="secondary" disabled={props.busy} onClick={props.onReject}>
          {t('consent.banner.reject')}
        </Button>
      </div>
    </div>
  )
}
