/**
 * The admin entries a company admin may open, as [href, text] in English, in the order the account menu
 * and the header's business group both give them (shared/business/menu-gating.ts).
 */
export const ADMIN_LINKS: readonly (readonly [string, string])[] = [
  ['/business/approval', 'Trips to approve'],
  ['/business/book', 'Trips to book'],
  ['/business/stats', 'Reporting'],
  ['/business/policy', 'Travel policies'],
  ['/business/users', 'Manage users'],
  ['/business/company', 'Company settings'],
]
