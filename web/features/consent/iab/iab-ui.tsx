import { Button, Switch } from 'react-aria-components'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { TIabAction } from './iab-choices.ts'

/** A labelled on/off switch (react-aria: a checkbox with the switch role, Space toggles it). */
export function ToggleSwitch({
  label,
  isSelected,
  onChange,
  visibleLabel,
}: {
  label: string
  isSelected: boolean
  onChange(on: boolean): void
  visibleLabel?: string
}) {
  return (
    <Switch className="fw-iab-switch" aria-label={label} isSelected={isSelected} onChange={onChange}>
      <span className="fw-iab-switch-track" aria-hidden="true">
        <span className="fw-iab-switch-thumb" />
      </span>
      {visibleLabel ? <span className="fw-iab-switch-label">{visibleLabel}</span> : null}
    </Switch>
  )
}

/**
 * The calls to action, all in one treatment so none looks secondary or disabled (checklist P-04). The
 * first layer offers manage in place of accept selected; withdraw shows once a choice stands.
 */
export function IabActions({
  layer,
  canWithdraw,
  busy,
  onAction,
  onManage,
}: {
  layer: 'first' | 'second'
  canWithdraw: boolean
  busy: boolean
  onAction(action: TIabAction): void
  onManage(): void
}) {
  const { t } = useTranslation()
  return (
    <div className="fw-iab-actions">
      <Button className="fw-iab-cta" isPending={busy} onPress={() => onAction('acceptAll')}>
        {t('consentIab.actions.acceptAll')}
      </Button>
      {layer === 'second' ? (
        <Button className="fw-iab-cta" isPending={busy} onPress={() => onAction('acceptSelected')}>
          {t('consentIab.actions.acceptSelected')}
        </Button>
      ) : null}
      <Button className="fw-iab-cta" isPending={busy} onPress={() => onAction('rejectAll')}>
        {t('consentIab.actions.rejectAll')}
      </Button>
      {layer === 'first' ? (
        <Button className="fw-iab-cta" onPress={onManage}>
          {t('consentIab.actions.manage')}
        </Button>
      ) : null}
      {canWithdraw ? (
        <Button className="fw-iab-cta" isPending={busy} onPress={() => onAction('withdraw')}>
          {t('consentIab.actions.withdraw')}
        </Button>
      ) : null}
    </div>
  )
}
