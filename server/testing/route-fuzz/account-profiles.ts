import fc from 'fast-check'
import {
  ZCodeSendRequestSchema,
  ZCodeVerifyRequestSchema,
  ZConfirmRequestSchema,
  ZForgotRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetRequestSchema,
} from '../../../shared/auth/auth-schemas.ts'
import {
  ZImpersonationAuditQuerySchema,
  ZStartImpersonationRequestSchema,
} from '../../../shared/impersonation/impersonation-schemas.ts'
import {
  ZPasskeyLoginParamsRequestSchema,
  ZPasskeyLoginRequestSchema,
  ZPasskeyNewCredentialParamsRequestSchema,
  ZPasskeyRegisterRequestSchema,
  ZPasskeyRenameRequestSchema,
} from '../../../shared/passkey/passkey-schemas.ts'
import {
  ZAppleLoginRequestSchema,
  ZGoogleLoginRequestSchema,
  ZNaverLoginRequestSchema,
  ZSocialLinkRequestSchema,
  ZSocialLoginAndLinkRequestSchema,
} from '../../../shared/social/social-schemas.ts'
import { ZSsoConfigCreateSchema, ZSsoConfigUpdateSchema } from '../../../shared/sso/sso-schemas.ts'
import { TEST_PASSWORD } from '../account/account-test-support.ts'
import { base64url, jwtLike } from './domain-values.ts'
import type { FuzzContext, RouteProfile } from './route-profile.ts'

/** Sign-in, passkeys, social and company sign-in, support staff: routes before or around a session. */

const AUTH_FIELDS = [
  'username',
  'passwd',
  'code',
  'token',
  'sticky',
  'consent',
  'optin',
  'regurl',
  'userInfo',
]
const authValues = (ctx: FuzzContext) =>
  fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.emailAddress(),
    fc.constantFrom('true', 'false', '', '000000', TEST_PASSWORD, ctx.admin.email, 'x'.repeat(5000), '{}'),
  )
const authForm = (body: RouteProfile['body']): RouteProfile => ({
  fields: AUTH_FIELDS,
  values: authValues,
  visitors: true,
  body,
})

const PASSKEY_FIELDS = [
  'username',
  'checkPasswordAuth',
  'credentialId',
  'attestationObject',
  'clientDataJSON',
  'authenticatorData',
  'userHandle',
  'signature',
  'consent',
  'optin',
  'name',
]
/** Base64url of the right kind, and the parts of a real assertion of the admin's passkey. */
const passkeyValues = (ctx: FuzzContext) =>
  fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.emailAddress(),
    base64url(),
    fc.constantFrom(
      ctx.admin.email,
      'true',
      Buffer.from('{"challenge":"x"}').toString('base64url'),
      Buffer.from('not json').toString('base64url'),
      ...Object.values(ctx.passkey),
    ),
  )
const passkeyRoute = (body: RouteProfile['body'], visitors = false): RouteProfile => ({
  fields: PASSKEY_FIELDS,
  values: passkeyValues,
  visitors,
  body,
  // A ceremony step answers 200 or refuses: no other success, no redirect.
  accepts: [200],
})

const SOCIAL_FIELDS = [
  'idToken',
  'accessToken',
  'code',
  'state',
  'confirm',
  'sticky',
  'consent',
  'username',
  'passwd',
  'firstName',
]
const socialValues = () =>
  fc.oneof(
    fc.string({ maxLength: 80 }),
    jwtLike(),
    fc.emailAddress(),
    fc.constantFrom('0', '1', 'true', 'eyJhbGciOiJub25lIn0.e30.', 'x'.repeat(9000), 'a.1.b'),
  )
const socialForm = (body?: RouteProfile['body']): RouteProfile => ({
  fields: SOCIAL_FIELDS,
  values: socialValues,
  visitors: true,
  ...(body ? { body } : {}),
})
/** The popup's steps: the provider's answer comes back in the query (a form for Apple). */
const POPUP: RouteProfile = {
  fields: ['code', 'state', 'error', 'loginHint', 'iss'],
  queryFields: ['code', 'state', 'error', 'loginHint', 'iss'],
  visitors: true,
}

const ssoText = () =>
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '../../x', '//evil.example', 'https://evil.example', 'x'.repeat(3000), '{}'),
  )
const SSO_FIELDS = [
  'displayName',
  'issuerUrl',
  'clientId',
  'clientSecret',
  'emailDomains',
  'enforced',
  'defaultRoleId',
  'companyId',
  'active',
]

const supportValues = (ctx: FuzzContext) =>
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.emailAddress(),
    fc.uuid(),
    fc.integer().map(String),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.constantFrom(ctx.target.email, ctx.target.id, 'x'.repeat(600), 'Ticket SUP-4242 fuzz'),
  )
const SUPPORT: RouteProfile = { support: true }

export const ACCOUNT_PROFILES: Readonly<Record<string, RouteProfile>> = {
  'POST /k/run/auth/login': authForm(ZLoginRequestSchema),
  'POST /k/run/auth/register': authForm(ZRegisterRequestSchema),
  'POST /k/run/auth/forgot': authForm(ZForgotRequestSchema),
  'POST /k/run/auth/reset': authForm(ZResetRequestSchema),
  'POST /k/run/auth/confirm': authForm(ZConfirmRequestSchema),
  'POST /k/run/auth/code/send': authForm(ZCodeSendRequestSchema),
  'POST /k/run/auth/code/verify': authForm(ZCodeVerifyRequestSchema),

  'POST /auth/webauthn/v1/loginParams': passkeyRoute(ZPasskeyLoginParamsRequestSchema, true),
  'POST /auth/webauthn/v1/newCredentialParams': passkeyRoute(ZPasskeyNewCredentialParamsRequestSchema),
  'POST /auth/webauthn/v1/register': passkeyRoute(ZPasskeyRegisterRequestSchema),
  'POST /auth/webauthn/v1/login': passkeyRoute(ZPasskeyLoginRequestSchema, true),
  'PUT /i/api/account/passkeys/v1/:id': passkeyRoute(ZPasskeyRenameRequestSchema),
  // No seed: every id is generated, so none names a passkey of the caller's.
  'DELETE /i/api/account/passkeys/v1/:id': { statuses: [400, 404] },

  'POST /k/run/googleauth/login': socialForm(ZGoogleLoginRequestSchema),
  'POST /k/run/naverauth/login': socialForm(ZNaverLoginRequestSchema),
  'POST /k/run/appleauth/login': socialForm(ZAppleLoginRequestSchema),
  'POST /k/run/googleauth/loginAndLinkExisting': socialForm(ZSocialLoginAndLinkRequestSchema),
  'POST /k/run/naverauth/loginAndLinkExisting': socialForm(ZSocialLoginAndLinkRequestSchema),
  'POST /k/run/appleauth/loginAndLinkExisting': socialForm(),
  'POST /k/run/googleauth/link': socialForm(ZSocialLinkRequestSchema),
  'POST /k/run/naverauth/link': socialForm(),
  'POST /k/run/appleauth/link': socialForm(),
  'POST /k/run/googleauth/unlink': socialForm(),
  'POST /k/run/naverauth/unlink': socialForm(),
  'POST /k/run/appleauth/unlink': socialForm(),
  'POST /k/run/googleauth/nonce': socialForm(),
  'GET /k/run/googleauth/redirect': POPUP,
  'GET /k/run/googleauth/callback': POPUP,
  'GET /k/run/naverauth/redirect': POPUP,
  'GET /k/run/naverauth/callback': POPUP,
  'GET /k/run/appleauth/redirect': POPUP,
  'POST /k/run/appleauth/callback': POPUP,

  'POST /i/api/business/company/v1/sso': {
    fields: SSO_FIELDS,
    values: ssoText,
    body: ZSsoConfigCreateSchema,
  },
  'PUT /i/api/business/company/v1/sso/:id': {
    fields: SSO_FIELDS,
    values: ssoText,
    body: ZSsoConfigUpdateSchema,
  },
  'GET /i/api/business/company/v1/entrypointurl': {
    queryFields: ['email', 'domain', 'redir', 'sticky'],
    values: ssoText,
    visitors: true,
  },
  // No attempt was started with any state the fuzzer sends: every way back is a refused sign-in.
  'GET /k/run/sso/callback': {
    queryFields: ['state', 'code', 'iss', 'error', 'error_description', 'session_state', 'redir'],
    values: ssoText,
    visitors: true,
    accepts: [303],
    statuses: [303],
    redirect: { param: 'ssoError', value: 'SSO_STATE_INVALID' },
  },

  'POST /i/api/business/impersonation/v1/support': {
    ...SUPPORT,
    fields: ['email', 'userId', 'reason', 'ttlMs'],
    values: supportValues,
    body: ZStartImpersonationRequestSchema,
    // Support staff or not, a start that does not parse is a 400, before who may start is asked.
    invalidStatus: 400,
  },
  'GET /i/api/business/impersonation/v1/support': SUPPORT,
  'DELETE /i/api/business/impersonation/v1/support': SUPPORT,
  'POST /i/api/business/impersonation/v1/support/end': SUPPORT,
  'GET /i/api/business/impersonation/v1/audit': {
    ...SUPPORT,
    queryFields: ['limit', 'before'],
    values: supportValues,
    query: ZImpersonationAuditQuerySchema,
    invalidStatus: 400,
  },
}
