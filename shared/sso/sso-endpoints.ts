import { z } from 'zod'
import type { TBusinessRequirement } from '../business/business-access.ts'
import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { SSO_API, SSO_CALLBACK_PATH, SsoErrorCode } from './sso-contract.ts'
import {
  ZEntryPointQuerySchema,
  ZEntryPointResponseSchema,
  ZExternalAuthorizationUrlSchema,
  ZSsoConfigCreateSchema,
  ZSsoConfigListSchema,
  ZSsoConfigSchema,
  ZSsoConfigUpdateSchema,
  ZSsoIdParamsSchema,
  ZSsoToggleParamsSchema,
} from './sso-schemas.ts'

/** Managing SSO is a company setting and an integration: either admin permission, and the feature. */
export const SSO_ADMIN_REQUIREMENT: TBusinessRequirement = {
  permissions: ['COMPANY_SETTINGS_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT'],
  features: ['SSO_INTEGRATION'],
}

/** Saving and activating fetch the provider's discovery document: bounded per address. */
const discovering = { max: 20, timeWindow: 60_000 }
const one = `${SSO_API.configs}/:id` as const
const E = SsoErrorCode
const saving = [
  E.SSO_DISCOVERY_FAILED,
  E.SSO_ISSUER_NOT_ALLOWED,
  E.SSO_DOMAIN_NOT_VERIFIED,
  E.SSO_DOMAIN_TAKEN,
  E.SSO_ROLE_NOT_ALLOWED,
  E.SSO_TEST_REQUIRED,
]

/** Company SSO (spec section 7): the admin's configurations, and the sign-in's start and way back. */
export const ssoEndpoints = {
  configs: defineEndpoint({
    method: 'GET',
    path: SSO_API.configs,
    summary: "The company's SSO configurations, verified domains and roles",
    response: ZSsoConfigListSchema,
    business: SSO_ADMIN_REQUIREMENT,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: SSO_API.configs,
    summary: 'Adds an SSO configuration',
    body: ZSsoConfigCreateSchema,
    response: ZSsoConfigSchema,
    status: 201,
    business: SSO_ADMIN_REQUIREMENT,
    rateLimit: discovering,
    errors: saving,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: one,
    summary: 'Changes an SSO configuration',
    params: ZSsoIdParamsSchema,
    body: ZSsoConfigUpdateSchema,
    response: ZSsoConfigSchema,
    business: SSO_ADMIN_REQUIREMENT,
    rateLimit: discovering,
    errors: [...saving, E.SSO_NOT_CONFIGURED],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: one,
    summary: 'Removes an SSO configuration',
    params: ZSsoIdParamsSchema,
    response: z.void(),
    status: 204,
    business: SSO_ADMIN_REQUIREMENT,
    errors: [E.SSO_NOT_CONFIGURED],
  }),
  toggleActive: defineEndpoint({
    method: 'POST',
    path: `${SSO_API.configs}/toggleactive/:id/:flag`,
    summary: 'Switches an SSO configuration on or off',
    params: ZSsoToggleParamsSchema,
    response: ZSsoConfigSchema,
    business: SSO_ADMIN_REQUIREMENT,
    rateLimit: discovering,
    errors: [...saving, E.SSO_NOT_CONFIGURED],
  }),
  // Starts a trial bound to this browser, so it changes state: the form token is required.
  trialUrl: defineEndpoint({
    method: 'GET',
    path: `${one}/externalAuthorizationUrl`,
    summary: 'The URL an admin follows to try a configuration (no sign-in happens)',
    params: ZSsoIdParamsSchema,
    response: ZExternalAuthorizationUrlSchema,
    business: SSO_ADMIN_REQUIREMENT,
    csrf: true,
    rateLimit: discovering,
    errors: [E.SSO_NOT_CONFIGURED, E.SSO_DISCOVERY_FAILED, E.SSO_PROVIDER_UNAVAILABLE],
  }),
  // Public, but it opens an attempt bound to this browser: the form token is required (decision 022).
  entryPoint: defineEndpoint({
    method: 'GET',
    path: SSO_API.entryPointUrl,
    summary: "Where this browser starts its company's sign-in, for an e-mail or a domain",
    query: ZEntryPointQuerySchema,
    response: ZEntryPointResponseSchema,
    csrf: true,
    rateLimit: RATE_LIMITS.signIn,
    errors: [E.SSO_DISCOVERY_FAILED, E.SSO_PROVIDER_UNAVAILABLE],
  }),
  // A top-level navigation from the identity provider: answered with a 303 to a page, never JSON. Its
  // query (ZSsoCallbackQuerySchema) is read by the route, since a bad one is a redirect as well.
  callback: defineEndpoint({
    method: 'GET',
    path: SSO_CALLBACK_PATH,
    summary: "The identity provider's way back: a 303 to the page, signed in or with the failure's code",
    response: z.never(),
    rateLimit: RATE_LIMITS.signIn,
  }),
}
