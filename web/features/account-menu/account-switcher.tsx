import { useId, useState } from 'react'
import { Button } from 'react-aria-components'
import type { TAccountSwitcherItem, TAuthState } from '../../../shared/auth-state.ts'
import { Avatar } from '../../chrome/avatar.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import type { AccountActions } from './account-actions.ts'
import { selectedSwitcherItem, switcherItemState, switcherKey } from './account-menu-model.ts'

interface Props {
  auth: TAuthState
  actions: AccountActions
  /** Closes the menu (before the sign-in dialog opens for another account). */
  onClose(): void
  t: TFunction
}

function ItemText({ item, t }: { item: TAccountSwitcherItem; t: TFunction }) {
  return (
    <span className="fw-switcher-text">
      <span className="fw-switcher-name">{item.accountName}</span>
      <span className="fw-switcher-detail">
        {t(
          item.businessMode ? 'accountMenu.switcher.detailBusiness' : 'accountMenu.switcher.detailPersonal',
          {
            email: item.userEmail,
          },
        )}
      </span>
    </span>
  )
}

/**
 * The signed-in accounts. The current one is not a button; choosing another shows it switching,
 * then the page reloads; a failed switch is logged and the item is choosable again.
 */
export function AccountSwitcher({ auth, actions, onClose, t }: Props) {
  const headingId = useId()
  const [loading, setLoading] = useState<string | null>(null)
  const selected = selectedSwitcherItem(auth)

  async function choose(item: TAccountSwitcherItem) {
    if (loading) return
    setLoading(switcherKey(item))
    if (!(await actions.switchTo(item.tokenId, item.businessMode))) setLoading(null)
  }

  return (
    <section className="fw-switcher" aria-labelledby={headingId}>
      <h3 id={headingId} className="fw-account-heading">
        {t('accountMenu.switcher.title')}
      </h3>
      <ul className="fw-switcher-list">
        {auth.accountSwitcherItems.map((item) => {
          const state = switcherItemState(item, selected, loading)
          return (
            <li key={switcherKey(item)} data-state={state}>
              {state === 'selected' ? (
                <div className="fw-switcher-item is-selected" aria-current="true">
                  <Avatar name={item.accountName} imageUrl={item.imgUrl} size={32} />
                  <ItemText item={item} t={t} />
                  <span className="fw-switcher-badge">{t('accountMenu.switcher.current')}</span>
                </div>
              ) : (
                <Button
                  className="fw-switcher-item"
                  onPress={() => void choose(item)}
                  isPending={state === 'loading'}
                  isDisabled={loading !== null && state !== 'loading'}
                >
                  <Avatar name={item.accountName} imageUrl={item.imgUrl} size={32} />
                  <ItemText item={item} t={t} />
                  {state === 'loading' ? (
                    <span className="fw-switcher-badge">{t('accountMenu.switcher.switching')}</span>
                  ) : null}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <Button
        className="fw-link-button"
        isDisabled={loading !== null}
        onPress={async () => {
          if (await actions.addAccount()) onClose()
        }}
      >
        {t('accountMenu.switcher.add')}
      </Button>
    </section>
  )
}
