import type { TNavigationGroup, TVertical } from '../../../shared/chrome/navigation.ts'
import { SideNavEntries } from './side-nav-entries.tsx'
import { SideNavGroup } from './side-nav-group.tsx'

interface Props {
  groups: TNavigationGroup[]
  from: TVertical | null
  accordion: boolean
}

/** What every variant shows: the groups, then the site's settings and feedback entries. */
export function SideNavContent({ groups, from, accordion }: Props) {
  return (
    <>
      {groups.map((group) => (
        <SideNavGroup key={group.testId} group={group} from={from} accordion={accordion} />
      ))}
      <SideNavEntries />
    </>
  )
}
