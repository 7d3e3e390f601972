import type { TNavigationGroup, TVertical } from '../../../shared/chrome/navigation.ts'
import { SideNavEntries } from './side-nav-entries.tsx'
import { SideNavGroup } from './side-nav-group.tsx'

interface Props {
  groups: TNavigationGroup[]
  from: TVertical | null
  accordion: boolean
  /** The standing drawer's collapsed rail (icons only). */
  collapsed?: boolean
}

/** What every variant shows: the groups, then the site's settings and feedback entries. */
export function SideNavContent({ groups, from, accordion, collapsed = false }: Props) {
  return (
    <>
      {groups.map((group) => (
        <SideNavGroup
          key={group.testId}
          group={group}
          from={from}
          accordion={accordion}
          collapsed={collapsed}
        />
      ))}
      <SideNavEntries />
    </>
  )
}
