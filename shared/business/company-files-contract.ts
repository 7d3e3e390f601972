/*
 * The company's files and messages (issue 7, decision 035): logo, deletion by e-mailed link, demo and
 * waitlist requests, the account manager and issue reports. Paths, codes and limits without zod, so
 * the hub's chunk can use them.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const COMPANY_API = '/i/api/business/company/v1'

export const COMPANY_FILES_API = {
  /** POST multipart, field multipartFile. */
  logo: `${COMPANY_API}/logo`,
  logoDelete: `${COMPANY_API}/logo/delete`,
  /** GET the caller's company's logo; the version is a hash of the stored image, so it can be cached forever. */
  logoImage: `${COMPANY_API}/logo/:version`,
  sendDeletionEmail: `${COMPANY_API}/sendDeletionEmail`,
  deletion: `${COMPANY_API}/:confirmationCode/:requestTime/:token`,
  requestDemo: `${COMPANY_API}/requestDemo`,
  postponeDemo: `${COMPANY_API}/postponeDemo`,
  /** The spec lists it as "v2/addToWaitlist" among the company calls: the company API's version 2. */
  addToWaitlist: '/i/api/business/company/v2/addToWaitlist',
  /** POST multipart (or a plain form without the file): subject, description, attachment. */
  contactAccountManager: `${COMPANY_API}/contactAccountManager`,
  /** POST multipart (or a plain form): summary, description, topic, bookingNumber, attachments. */
  issueReport: '/i/api/business/issues/reporting/v1/report',
} as const

export function logoImagePath(version: string): string {
  return COMPANY_FILES_API.logoImage.replace(':version', encodeURIComponent(version))
}

export function deletionPath(link: TDeletionLink): string {
  return COMPANY_FILES_API.deletion
    .replace(':confirmationCode', encodeURIComponent(link.confirmationCode))
    .replace(':requestTime', encodeURIComponent(link.requestTime))
    .replace(':token', encodeURIComponent(link.token))
}

/** What the e-mailed link carries, as query parameters of the confirmation page. */
export interface TDeletionLink {
  confirmationCode: string
  requestTime: string
  token: string
}

/** The page the deletion e-mail links to; it asks for the final confirmation and calls the DELETE. */
export const COMPANY_DELETE_PAGE = '/business/company/delete'
export const DELETION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

export const COMPANY_FILES_FIELDS = {
  logo: 'multipartFile',
  attachment: 'attachment',
  attachments: 'attachments',
} as const

export const DEMO_KINDS = ['demo', 'demoPostponed', 'waitlist'] as const
/** How long "not now" keeps the demo offer away when the admin does not say. */
export const DEMO_POSTPONE_DEFAULT_DAYS = 14
export const DEMO_POSTPONE_MAX_DAYS = 180

/** Topics of an issue report (the form's choice list). */
export const ISSUE_TOPICS = ['booking', 'account', 'billing', 'policy', 'website', 'other'] as const

export const CompanyFilesErrorCode = codes(
  /** Not one of the accepted types by its bytes, or markup inside, or an image that does not decode. */
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  /** An image of more pixels than IMAGE_MAX_INPUT_PIXELS (upload-rules.ts), refused before it is decoded. */
  'IMAGE_TOO_LARGE',
  'FILE_MISSING',
  'TOO_MANY_FILES',
  /** The deletion link is wrong, used, expired, or for another company. */
  'DELETION_LINK_INVALID',
)
export type TCompanyFilesErrorCode = TCodeOf<typeof CompanyFilesErrorCode>
