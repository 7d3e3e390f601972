import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { COMPANY_FILES_API as API, CompanyFilesErrorCode as E } from './company-files-contract.ts'
import {
  ZAddToWaitlistRequestSchema,
  ZCompanyDeletionRequestSchema,
  ZCompanyDeletionResponseSchema,
  ZCompanyInterestResponseSchema,
  ZCompanyLogoResponseSchema,
  ZContactAccountManagerFormSchema,
  ZIssueReportFormSchema,
  ZLogoImageParamsSchema,
  ZLogoUploadFormSchema,
  ZPostponeDemoRequestSchema,
  ZRequestDemoRequestSchema,
  ZSendDeletionEmailResponseSchema,
  ZSupportMessageResponseSchema,
} from './company-files-schemas.ts'

const manage = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const
// Deleting the company is for its own admin, never support acting as one.
const deletion = {
  permissions: ['COMPANY_SETTINGS_MANAGEMENT'],
  features: ['COMPANY_DELETION'],
  lasting: true,
} as const
const interest = { max: 10, timeWindow: 60_000 }
const message = { max: 5, timeWindow: 60_000 }
const uploadErrors = [E.FILE_TYPE_NOT_ALLOWED, E.FILE_TOO_LARGE, E.TOO_MANY_FILES]

/*
 * The logo and the two messages take a form with files (multipart, or url-encoded when no file was
 * chosen): the route reads it within busboy's limits and checks its fields itself, so their bodies are
 * declared `multipart`, documenting the form without validating it.
 */

/** The company's files and messages (decision 035): logo, deletion by e-mailed link, interest, support. */
export const companyFilesEndpoints = {
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: API.logo,
    summary: "Replaces the company's logo (a multipart form, the image in the field multipartFile)",
    body: ZLogoUploadFormSchema,
    bodyType: 'multipart',
    response: ZCompanyLogoResponseSchema,
    business: manage,
    rateLimit: { max: 20, timeWindow: 60_000 },
    errors: [...uploadErrors, E.IMAGE_TOO_LARGE, E.FILE_MISSING],
  }),
  removeLogo: defineEndpoint({
    method: 'POST',
    path: API.logoDelete,
    summary: "Removes the company's logo",
    response: ZCompanyLogoResponseSchema,
    business: manage,
  }),
  // Members of its company only: another company's version is not found.
  logoImage: defineEndpoint({
    method: 'GET',
    path: API.logoImage,
    summary: "The company's logo image at a version (cached for a year: the version changes with it)",
    params: ZLogoImageParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/*',
    business: { permissions: [] },
    notFound: { code: ErrorCode.NOT_FOUND, description: 'The logo was not found.' },
    errors: [ErrorCode.NOT_FOUND],
  }),
  sendDeletionEmail: defineEndpoint({
    method: 'POST',
    path: API.sendDeletionEmail,
    summary: 'Mails the admin a link that deletes the company, valid for a day',
    response: ZSendDeletionEmailResponseSchema,
    business: deletion,
    rateLimit: RATE_LIMITS.mailing,
  }),
  // A link that cannot be ours reads like any other wrong link.
  deleteCompany: defineEndpoint({
    method: 'DELETE',
    path: API.deletion,
    summary: "Deletes the company, with the mailed link's three parts",
    params: ZCompanyDeletionRequestSchema,
    response: ZCompanyDeletionResponseSchema,
    business: deletion,
    rateLimit: RATE_LIMITS.signIn,
    notFound: { code: E.DELETION_LINK_INVALID, description: 'This deletion link is not valid.' },
    errors: [E.DELETION_LINK_INVALID],
  }),
  requestDemo: defineEndpoint({
    method: 'POST',
    path: API.requestDemo,
    summary: 'Asks our team for a demo',
    body: optionalBody(ZRequestDemoRequestSchema),
    response: ZCompanyInterestResponseSchema,
    business: manage,
    rateLimit: interest,
  }),
  postponeDemo: defineEndpoint({
    method: 'POST',
    path: API.postponeDemo,
    summary: 'Keeps the demo offer away for some days',
    body: optionalBody(ZPostponeDemoRequestSchema),
    response: ZCompanyInterestResponseSchema,
    business: manage,
    rateLimit: interest,
  }),
  addToWaitlist: defineEndpoint({
    method: 'POST',
    path: API.addToWaitlist,
    summary: 'Puts the company on the waiting list of a feature',
    body: optionalBody(ZAddToWaitlistRequestSchema),
    response: ZCompanyInterestResponseSchema,
    business: manage,
    rateLimit: interest,
  }),
  contactAccountManager: defineEndpoint({
    method: 'POST',
    path: API.contactAccountManager,
    summary: 'Writes to the account manager (a form: subject, description, an attachment)',
    body: ZContactAccountManagerFormSchema,
    bodyType: 'multipart',
    response: ZSupportMessageResponseSchema,
    business: manage,
    rateLimit: message,
    errors: uploadErrors,
  }),
  // Any member may report an issue with their travel or the site.
  reportIssue: defineEndpoint({
    method: 'POST',
    path: API.issueReport,
    summary: 'Reports an issue (a form: summary, description, topic, bookingNumber, attachments)',
    body: ZIssueReportFormSchema,
    bodyType: 'multipart',
    response: ZSupportMessageResponseSchema,
    business: { permissions: [] },
    rateLimit: message,
    errors: uploadErrors,
  }),
}
