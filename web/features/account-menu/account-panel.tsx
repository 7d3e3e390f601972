import { useEffect, useMemo, useState } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useNavigate } from 'react-router'
import { businessMenuItems } from '../../../shared/business/menu-gating.ts'
import { browserAuthApi } from '../../api/auth.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { priceAlertsApi } from '../../api/price-alerts.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { Avatar } from '../../chrome/avatar.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { MenuAction, MenuCheckbox, MenuGroup, MenuLink, MenuList } from '../../ui/menu.tsx'
import { logUnknownPermission } from '../business-hub/log-unknown-permission.ts'
import { BusinessConfirmations } from '../business-onboarding/business-confirmations.tsx'
import { type AccountActions, createAccountActions } from './account-actions.ts'
import { ACCOUNT_MENU_CONFIG } from './account-menu-config.ts'
import {
  currentEmail,
  menuLinks,
  showsBusinessToggle,
  showsConfirmAccount,
  signOutLabelKey,
} from './account-menu-model.ts'
import { AccountSwitcher } from './account-switcher.tsx'
import { businessMenuGroup } from './business-menu.tsx'
import { BusinessToggle } from './business-toggle.tsx'
import { ConfirmAccount } from './confirm-account.tsx'
import { priceAlertEmailToggle } from './price-alert-email.ts'

function browserActions(bus: ReturnType<typeof useEventBus>): AccountActions {
  return createAccountActions({
    api: browserAuthApi(),
    bus,
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    log: logError,
  })
}

/** What the account menu holds, the same in the dropdown and in the full-screen dialog. */
export function AccountPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  const { auth, businessBasePath } = useGlobalState()
  const bus = useEventBus()
  const navigate = useNavigate()
  const actions = useMemo(() => browserActions(bus), [bus])
  const signedIn = Boolean(auth?.loggedInSession)
  // The client is made on first call: the server renders this panel too, and has no page to call from.
  const priceAlertEmail = useMemo(
    () =>
      priceAlertEmailToggle({
        list: () => priceAlertsApi(browserApiClient()).list(),
        setEmailEnabled: (on) => priceAlertsApi(browserApiClient()).setEmailEnabled(on),
      }),
    [],
  )
  const [priceAlerts, setPriceAlerts] = useState(false)
  useEffect(() => {
    if (!signedIn || !ACCOUNT_MENU_CONFIG.priceAlerts) return
    let live = true
    void priceAlertEmail.read().then((on) => live && on !== null && setPriceAlerts(on))
    return () => {
      live = false
    }
  }, [priceAlertEmail, signedIn])
  const [signingOut, setSigningOut] = useState(false)
  if (!auth?.loggedInSession) return null
  const name = auth.userInfoState?.accountName ?? auth.accountName ?? ''
  const email = currentEmail(auth)
  const links = menuLinks(auth, ACCOUNT_MENU_CONFIG)
  // Business mode has its own list (spec section 2); empty outside it.
  const businessItems = businessMenuItems(auth, businessBasePath, logUnknownPermission)
  const linkIds = businessItems.length > 0 ? businessItems.map((i) => i.id) : links.map((l) => l.id)

  return (
    <div className="fw-account-panel">
      <div className="fw-account-identity">
        <Avatar name={name} imageUrl={auth.userInfoState?.userImgUrl} size={44} />
        <p>
          <span className="fw-switcher-name">{name}</span>
          <span className="fw-switcher-detail">{auth.userInfoState?.userDisplayEmail ?? email}</span>
        </p>
      </div>
      {showsConfirmAccount(auth) ? <ConfirmAccount email={email} actions={actions} t={t} /> : null}
      <BusinessConfirmations auth={auth} email={email} />
      {showsBusinessToggle(auth) ? <BusinessToggle auth={auth} actions={actions} t={t} /> : null}
      <AccountSwitcher auth={auth} actions={actions} onClose={onClose} t={t} />
      <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
        <MenuList
          label={t('accountMenu.itemsLabel')}
          onAction={(key) => {
            if (key === 'signOut' && !signingOut) {
              setSigningOut(true)
              void actions.signOut()
            } else if ((linkIds as readonly unknown[]).includes(key)) {
              onClose()
            }
          }}
        >
          {businessItems.length > 0 ? (
            businessMenuGroup(businessItems, t)
          ) : (
            <MenuGroup label={t('accountMenu.groups.pages')}>
              {links.map((link) => (
                <MenuLink key={link.id} id={link.id} href={link.href}>
                  {t(`accountMenu.items.${link.id}`)}
                </MenuLink>
              ))}
            </MenuGroup>
          )}
          {ACCOUNT_MENU_CONFIG.priceAlerts ? (
            <MenuCheckbox
              id="priceAlerts"
              label={t('accountMenu.groups.alerts')}
              isSelected={priceAlerts}
              onChange={(on) => void priceAlertEmail.change(on, setPriceAlerts)}
            >
              {t('accountMenu.items.priceAlerts')}
            </MenuCheckbox>
          ) : null}
          <MenuGroup label={t('accountMenu.groups.session')}>
            <MenuAction id="signOut">
              {t(signingOut ? 'accountMenu.signingOut' : signOutLabelKey(auth))}
            </MenuAction>
          </MenuGroup>
        </MenuList>
      </RouterProvider>
    </div>
  )
}
