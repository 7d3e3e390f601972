/**
 * The users page's toolbar slot, above the table: invitations, the CSV import and pending invitations
 * arrive with the people lifecycle work (decision 037), which replaces this file.
 */
export function PeopleToolbar(): null {
  return null
}
