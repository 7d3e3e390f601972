/** What a row's lifecycle actions need to know of the member (kept minimal between the two packages). */
export interface TMemberRowActionsMember {
  id: string
  email: string
  status: string
  isGuest: boolean
}

/**
 * The users table's per-row slot: deactivate, reactivate, guests' sponsor and end date arrive with the
 * people lifecycle work (decision 037), which replaces this file.
 */
export function MemberRowActions(_props: { member: TMemberRowActionsMember }): null {
  return null
}
