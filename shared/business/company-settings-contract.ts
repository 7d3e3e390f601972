/*
 * Company settings (issue 7, decision 034): general settings, e-mail domains, offices, legal entities,
 * corporate memberships ("programs"), features and the plan. Paths, codes, limits and states without
 * zod, so that the hub's chunk can use them.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const COMPANY_API = '/i/api/business/company/v1'
const COMPANY = `${COMPANY_API}/company`

export const COMPANY_SETTINGS_API = {
  /** GET (any member), PUT (company settings management). */
  company: COMPANY,
  /** GET the verified and pending domains, POST a new one (e-mails a link to an address at it). */
  emailDomains: `${COMPANY}/email-domains`,
  /** DELETE a verified or pending domain. */
  emailDomain: `${COMPANY}/email-domains/:domain`,
  /** POST { token }: the e-mailed link's secret; needs no session (the mailbox is the proof). */
  emailDomainVerify: `${COMPANY}/email-domains/verify`,
  offices: `${COMPANY}/offices`,
  office: `${COMPANY}/offices/:id`,
  entities: `${COMPANY}/entities`,
  entity: `${COMPANY}/entities/:id`,
  /** GET the programs; POST /add creates one (the hub page's name). */
  programs: `${COMPANY}/corporate-membership`,
  programAdd: `${COMPANY}/corporate-membership/add`,
  program: `${COMPANY}/corporate-membership/:id`,
  featureEnable: `${COMPANY_API}/feature/enable`,
  featureDisable: `${COMPANY_API}/feature/disable`,
  tierUpgrade: `${COMPANY_API}/tier/upgrade`,
  tierUpgradeStatus: `${COMPANY_API}/tier/upgrade/status`,
} as const

/** A path with its `:param` filled in (encoded). */
export function companyPath(path: string, param: string): string {
  return path.replace(/:[a-z]+$/i, encodeURIComponent(param))
}

export { DOMAIN_VERIFY_PAGE } from './domain-verify-page.ts'

export const CompanySettingsErrorCode = codes(
  /** A feature the company's plan does not include; the description names the plan that does. */
  'PLAN_REQUIRED',
  /** A public webmail domain, or one another company has verified: the same answer for both. */
  'EMAIL_DOMAIN_NOT_ALLOWED',
  'EMAIL_NOT_IN_DOMAIN',
  'EMAIL_DOMAIN_ALREADY_VERIFIED',
  /** An active single sign-on configuration of the company covers the domain. */
  'EMAIL_DOMAIN_IN_USE',
  /** The link is unknown, used or expired. */
  'EMAIL_DOMAIN_LINK_INVALID',
  'LIMIT_REACHED',
  'NAME_TAKEN',
  'UNKNOWN_CURRENCY',
  /** The plan asked for is the company's plan or below it. */
  'PLAN_NOT_AN_UPGRADE',
  'UPGRADE_PENDING',
)
export type TCompanySettingsErrorCode = TCodeOf<typeof CompanySettingsErrorCode>

export const COMPANY_LIMITS = {
  name: 120,
  addressLine: 200,
  city: 100,
  postcode: 20,
  phone: 40,
  /** Verified plus pending. */
  emailDomains: 50,
  offices: 200,
  entities: 50,
  programs: 200,
  registrationNumber: 50,
  vatNumber: 50,
  vendor: 100,
  programName: 100,
  accountNumber: 50,
  /** The domain link's lifetime. */
  domainLinkMs: 48 * 3600_000,
} as const

export const BOOKING_MODES = ['TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER'] as const
export type TBookingMode = (typeof BOOKING_MODES)[number]

export const PROGRAM_VERTICALS = ['flight', 'hotel', 'car', 'train'] as const
export type TProgramVertical = (typeof PROGRAM_VERTICALS)[number]

/** An upgrade request: applied at once, or waiting for sales, who complete or decline it (decision 034). */
export const UPGRADE_STATUSES = ['NONE', 'PENDING', 'APPLIED', 'DECLINED'] as const
export type TUpgradeStatus = (typeof UPGRADE_STATUSES)[number]

/** Plans from cheapest to dearest: an upgrade moves right. */
export const PLAN_ORDER = ['biz', 'bizPlus', 'enterprise'] as const

export function isCompanySettingsErrorCode(value: unknown): value is TCompanySettingsErrorCode {
  return typeof value === 'string' && Object.hasOwn(CompanySettingsErrorCode, value)
}
