import { type ComponentType, useRef } from 'react'
import type { TAuthState } from '../../shared/auth-state.ts'
import { importOnce } from '../api/lazy-import.ts'
import type { AccountMenuProps } from '../features/account-menu/account-menu-props.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { Avatar } from './avatar.tsx'
import { avatarInitials, isPhoneAccount } from './avatar-initials.ts'
import { useLazyMenu } from './lazy-menu.ts'

type MenuModule = { AccountMenu: ComponentType<AccountMenuProps> }
const loadMenu = importOnce<MenuModule>(() => import('../features/account-menu/account-menu.tsx'))

/**
 * The signed-in header's account button (server-rendered, so nothing shifts); the menu itself and
 * React Aria load when it is first pointed at, focused or pressed.
 */
export function AccountMenuTrigger({ auth }: { auth: TAuthState }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLButtonElement>(null)
  const [trigger, OpenMenu, close] = useLazyMenu(() => loadMenu().then((mod) => mod.AccountMenu))
  const name = auth.userInfoState?.accountName ?? auth.accountName ?? ''
  const business = Boolean(auth.businessState?.businessMode)
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="fw-account-trigger"
        aria-haspopup="dialog"
        {...trigger}
        // The visible initials are part of the name (WCAG 2.5.3, label in name).
        aria-label={
          isPhoneAccount(name) || !avatarInitials(name)
            ? t(business ? 'accountMenu.trigger.business' : 'accountMenu.trigger.label', { name })
            : t(
                business
                  ? 'accountMenu.trigger.businessWithInitials'
                  : 'accountMenu.trigger.labelWithInitials',
                {
                  name,
                  initials: avatarInitials(name),
                },
              )
        }
      >
        <Avatar name={name} imageUrl={auth.userInfoState?.userImgUrl ?? auth.userImgUrl} />
        {business ? <BusinessBadge /> : null}
      </button>
      {OpenMenu ? <OpenMenu triggerRef={ref} onClose={close} /> : null}
    </>
  )
}

/**
 * Business mode at a glance on every width (issue 30): a briefcase on the avatar's corner, which costs
 * the header no room where the company's name does not fit (phones). The button's name says it in words.
 */
function BusinessBadge() {
  return (
    <span className="fw-business-badge" aria-hidden="true">
      <svg viewBox="0 0 16 16" width="9" height="9" focusable="false" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6 2h4a1 1 0 0 1 1 1v1h3a1 1 0 0 1 1 1v3H1V5a1 1 0 0 1 1-1h3V3a1 1 0 0 1 1-1zm0 2h4V3H6v1zM1 9h6v1h2V9h6v4a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V9z"
        />
      </svg>
    </span>
  )
}
