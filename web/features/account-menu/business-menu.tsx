import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import type { TBusinessMenuItem } from '../../../shared/business/menu-gating.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { MenuGroup, MenuLink } from '../../ui/menu.tsx'

addEnglishMessages(businessHubMessages)

/**
 * Business mode's own item list in the account menu (spec section 2, account menu), gated by
 * shared/business/menu-gating.ts: onboarding, the admin entries, the hub shortcut, events and
 * invitations, then help and account. A task list at 0 % carries the notification dot.
 */
export function businessMenuGroup(items: readonly TBusinessMenuItem[], t: TFunction) {
  return (
    <MenuGroup label={t('businessHub.menu.label')}>
      {items.map((item) => (
        <MenuLink key={item.id} id={item.id} href={item.href}>
          {t(`businessHub.menu.${item.id}`)}
          {item.dot ? (
            <>
              <span className="fw-menu-dot" aria-hidden="true" />
              <span className="fw-visually-hidden"> ({t('businessHub.menu.dot')})</span>
            </>
          ) : null}
        </MenuLink>
      ))}
    </MenuGroup>
  )
}
