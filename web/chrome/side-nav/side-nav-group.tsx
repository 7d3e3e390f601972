import { useId, useState } from 'react'
import { splitGroupItems, type TNavigationGroup, type TVertical } from '../../../shared/chrome/navigation.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { SideNavItem } from './side-nav-item.tsx'

interface Props {
  group: TNavigationGroup
  from: TVertical | null
  /** In the accordion variant each group folds under its own heading button. */
  accordion: boolean
  /** The collapsed rail: entries show their labels as tooltips. */
  collapsed: boolean
}

/** A group of entries: five at once, the rest behind show-more (spec section 4); folding in the accordion. */
export function SideNavGroup({ group, from, accordion, collapsed }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [showMore, setShowMore] = useState(false)
  const [unfolded, setUnfolded] = useState(false)
  const { initial, more } = splitGroupItems(group)
  const label = t(group.navigationLabel)
  return (
    <div className="fw-sidenav-group" data-testid={group.testId}>
      {accordion ? (
        <button
          type="button"
          className="fw-sidenav-fold"
          aria-expanded={unfolded}
          aria-controls={id}
          onClick={() => setUnfolded(!unfolded)}
        >
          {label}
        </button>
      ) : null}
      <ul id={id} aria-label={label} hidden={accordion && !unfolded}>
        {initial.map((item) => (
          <SideNavItem key={item.url} item={item} from={from} collapsed={collapsed} />
        ))}
        {more.map((item) => (
          <SideNavItem key={item.url} item={item} from={from} hidden={!showMore} collapsed={collapsed} />
        ))}
      </ul>
      {more.length > 0 && !(accordion && !unfolded) ? (
        <button
          type="button"
          className="fw-sidenav-more"
          aria-expanded={showMore}
          onClick={() => setShowMore(!showMore)}
        >
          {t(showMore ? 'sideNav.showLess' : 'sideNav.showMore', { count: more.length })}
        </button>
      ) : null}
    </div>
  )
}
