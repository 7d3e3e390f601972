import { useState } from 'react'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import type { TAuthState } from '../../../shared/auth-state.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import type { AccountActions } from './account-actions.ts'
import { currentBusinessMode, selectedSwitcherItem } from './account-menu-model.ts'

type TMode = 'personal' | 'business'

/**
 * Business or personal, for an e-mail that has both: one is selected, and choosing the other switches
 * the current session's mode (the same switch call), then the page reloads.
 */
export function BusinessToggle({
  auth,
  actions,
  t,
}: {
  auth: TAuthState
  actions: AccountActions
  t: TFunction
}) {
  const [switching, setSwitching] = useState(false)
  const current: TMode = currentBusinessMode(auth) ? 'business' : 'personal'
  const tokenId = selectedSwitcherItem(auth)?.tokenId

  async function choose(mode: TMode) {
    if (switching || mode === current || !tokenId) return
    setSwitching(true)
    if (!(await actions.switchTo(tokenId, mode === 'business'))) setSwitching(false)
  }

  return (
    <div className="fw-mode-toggle">
      <ToggleButtonGroup
        aria-label={t('accountMenu.toggle.label')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[current]}
        onSelectionChange={(keys) => {
          const [mode] = [...keys] as TMode[]
          if (mode) void choose(mode)
        }}
        isDisabled={switching || !tokenId}
        className="fw-mode-toggle-group"
      >
        <ToggleButton id="personal" className="fw-mode-toggle-button">
          {t('accountMenu.toggle.personal')}
        </ToggleButton>
        <ToggleButton id="business" className="fw-mode-toggle-button">
          {t('accountMenu.toggle.business')}
        </ToggleButton>
      </ToggleButtonGroup>
      <p role="status" className="fw-field-hint">
        {switching ? t('accountMenu.switcher.switching') : null}
      </p>
    </div>
  )
}
