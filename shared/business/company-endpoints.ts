import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { COMPANY_TWO_FACTOR_API } from '../two-factor/two-factor-contract.ts'
import { ZCompanyTwoFactorSchema } from '../two-factor/two-factor-schemas.ts'
import { AUDIT_LOG_API, ZAuditLogRequestSchema, ZAuditLogResponseSchema } from './audit-schemas.ts'
import { COMPANY_SETTINGS_API as API, CompanySettingsErrorCode as C } from './company-settings-contract.ts'
import {
  ZCompanyEmailDomainSchema,
  ZCompanyResponseSchema,
  ZCompanyUpdateRequestSchema,
  ZEmailDomainAddRequestSchema,
  ZEmailDomainListResponseSchema,
  ZEmailDomainParamsSchema,
  ZEmailDomainVerifyRequestSchema,
  ZEmailDomainVerifyResponseSchema,
  ZFeatureRequestSchema,
  ZFeatureResponseSchema,
  ZTierUpgradeRequestSchema,
  ZTierUpgradeStatusResponseSchema,
} from './company-settings-schemas.ts'

/** Any member reads their company (its name, address and plan are no secret to its people). */
const member = { permissions: [] }
const manage = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const

/**
 * The company's settings of the hub (decision 034): general settings, e-mail domains, features and the
 * plan, the second-factor rule and the audit log. Offices, entities and memberships: company-places-endpoints.ts.
 */
export const companyEndpoints = {
  company: defineEndpoint({
    method: 'GET',
    path: API.company,
    summary: "The member's company: name, address, plan, features and verified domains",
    response: ZCompanyResponseSchema,
    business: member,
  }),
  // Strict: plan, features, id or companyId in the body are refused, never assigned (ASVS 37).
  saveCompany: defineEndpoint({
    method: 'PUT',
    path: API.company,
    summary: "Saves the company's general settings",
    body: ZCompanyUpdateRequestSchema,
    response: ZCompanyResponseSchema,
    business: manage,
    rateLimit: RATE_LIMITS.write,
    errors: [C.UNKNOWN_CURRENCY, ErrorCode.NOT_FOUND],
  }),
  emailDomains: defineEndpoint({
    method: 'GET',
    path: API.emailDomains,
    summary: "The company's verified e-mail domains and those waiting for their link",
    response: ZEmailDomainListResponseSchema,
    business: manage,
  }),
  // Sends a mail to an address the admin names: bounded like every mailing route.
  addEmailDomain: defineEndpoint({
    method: 'POST',
    path: API.emailDomains,
    summary: 'Adds an e-mail domain, mailing a verification link to an address at it',
    body: ZEmailDomainAddRequestSchema,
    response: ZCompanyEmailDomainSchema,
    status: 201,
    business: manage,
    rateLimit: RATE_LIMITS.mailing,
    errors: [
      C.EMAIL_DOMAIN_NOT_ALLOWED,
      C.EMAIL_NOT_IN_DOMAIN,
      C.EMAIL_DOMAIN_ALREADY_VERIFIED,
      C.LIMIT_REACHED,
      ErrorCode.NOT_FOUND,
    ],
  }),
  // The link's secret (256 bits, single use, 48 hours) is the proof: no session is asked.
  verifyEmailDomain: defineEndpoint({
    method: 'POST',
    path: API.emailDomainVerify,
    summary: 'Verifies an e-mail domain with the secret of its mailed link',
    body: ZEmailDomainVerifyRequestSchema,
    response: ZEmailDomainVerifyResponseSchema,
    rateLimit: RATE_LIMITS.signIn,
    errors: [C.EMAIL_DOMAIN_LINK_INVALID, C.EMAIL_DOMAIN_NOT_ALLOWED],
  }),
  removeEmailDomain: defineEndpoint({
    method: 'DELETE',
    path: API.emailDomain,
    summary: 'Removes a verified or pending e-mail domain',
    params: ZEmailDomainParamsSchema,
    response: z.void(),
    status: 204,
    business: manage,
    errors: [C.EMAIL_DOMAIN_IN_USE, ErrorCode.NOT_FOUND],
  }),
  enableFeature: defineEndpoint({
    method: 'PUT',
    path: API.featureEnable,
    summary: "Switches on a feature the company's plan allows",
    body: ZFeatureRequestSchema,
    response: ZFeatureResponseSchema,
    business: manage,
    errors: [C.PLAN_REQUIRED],
  }),
  disableFeature: defineEndpoint({
    method: 'PUT',
    path: API.featureDisable,
    summary: 'Switches a feature off',
    body: ZFeatureRequestSchema,
    response: ZFeatureResponseSchema,
    business: manage,
  }),
  upgrade: defineEndpoint({
    method: 'POST',
    path: API.tierUpgrade,
    summary: 'Asks for a dearer plan: applied at once, or left for our team',
    body: ZTierUpgradeRequestSchema,
    response: ZTierUpgradeStatusResponseSchema,
    business: manage,
    rateLimit: { max: 10, timeWindow: 60_000 },
    errors: [C.PLAN_NOT_AN_UPGRADE, C.UPGRADE_PENDING],
  }),
  upgradeStatus: defineEndpoint({
    method: 'GET',
    path: API.tierUpgradeStatus,
    summary: "The company's plan and its latest upgrade request",
    response: ZTierUpgradeStatusResponseSchema,
    business: manage,
  }),
  // Any member may read whether their company asks for a second factor.
  twoFactor: defineEndpoint({
    method: 'GET',
    path: COMPANY_TWO_FACTOR_API,
    summary: "Whether the company asks its members' second factor",
    response: ZCompanyTwoFactorSchema,
    business: member,
  }),
  // The company's sign-in rule: changing it is the admin's own act, never support's.
  setTwoFactor: defineEndpoint({
    method: 'PUT',
    path: COMPANY_TWO_FACTOR_API,
    summary: "Makes the company ask its members' second factor, or stop asking",
    body: ZCompanyTwoFactorSchema,
    response: ZCompanyTwoFactorSchema,
    business: { ...manage, lasting: true },
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: AUDIT_LOG_API,
    summary: "The company's audit log, newest first, a page at a time",
    query: ZAuditLogRequestSchema,
    response: ZAuditLogResponseSchema,
    business: { permissions: ['USER_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT'] },
    rateLimit: { max: 120, timeWindow: 60_000 },
  }),
}
