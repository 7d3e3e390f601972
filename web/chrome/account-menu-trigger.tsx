import { type ComponentType, startTransition, useRef, useState } from 'react'
import type { TAuthState } from '../../shared/auth-state.ts'
import { importWithRetry } from '../api/lazy-import.ts'
import type { AccountMenuProps } from '../features/account-menu/account-menu-props.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { Avatar } from './avatar.tsx'
import { avatarInitials, isPhoneAccount } from './avatar-initials.ts'

type MenuModule = { AccountMenu: ComponentType<AccountMenuProps> }
let loading: Promise<MenuModule> | null = null
function loadMenu(): Promise<MenuModule> {
  loading ??= importWithRetry(() => import('../features/account-menu/account-menu.tsx')).catch((error) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * The signed-in header's account button (server-rendered, so nothing shifts); the menu itself and
 * React Aria load when it is first pointed at, focused or pressed.
 */
export function AccountMenuTrigger({ auth }: { auth: TAuthState }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLButtonElement>(null)
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps> | null>(null)
  const [open, setOpen] = useState(false)
  const name = auth.userInfoState?.accountName ?? auth.accountName ?? ''
  const prefetch = () => {
    loadMenu().catch(() => {})
  }
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="fw-account-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The visible initials are part of the name (WCAG 2.5.3, label in name).
        aria-label={
          isPhoneAccount(name) || !avatarInitials(name)
            ? t('accountMenu.trigger.label', { name })
            : t('accountMenu.trigger.labelWithInitials', { name, initials: avatarInitials(name) })
        }
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (open) return
          loadMenu().then(
            (mod) =>
              // A transition: React renders the menu in slices, so the page answers input meanwhile.
              startTransition(() => {
                setMenu(() => mod.AccountMenu)
                setOpen(true)
              }),
            // importWithRetry has logged it; the next press tries again.
            () => {},
          )
        }}
      >
        <Avatar name={name} imageUrl={auth.userInfoState?.userImgUrl ?? auth.userImgUrl} />
      </button>
      {Menu && open ? <Menu triggerRef={ref} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
