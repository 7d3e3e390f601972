import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  CONSENT_VERSIONS,
  PRIVACY_LIMITS,
  PrivacyErrorCode,
  type TMetaCookie,
} from '../../../shared/privacy/privacy-contract.ts'
import { privacyEndpoints as api } from '../../../shared/privacy/privacy-endpoints.ts'
import { type TMetaCookieResponse, ZMetaCookieNameSchema } from '../../../shared/privacy/privacy-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { acknowledgeDataTransfer, recordNotice } from '../../services/privacy/cookie-consent.service.ts'
import { consentContextOf, writeConsentCookie } from './privacy-request.ts'

const VERSION = /^[A-Za-z0-9._-]{1,40}$/

function metaNameOf(raw: unknown): TMetaCookie {
  const name = ZMetaCookieNameSchema.safeParse(raw)
  if (!name.success) throw new HttpError(400, PrivacyErrorCode.UNKNOWN_META_COOKIE, 'Unknown meta cookie.')
  return name.data
}

/**
 * The value a meta cookie takes (decision 031): the disclaimer's holds the text version acknowledged (true:
 * the current one), the notice's hold "true"; null, false or "" clear.
 */
function metaValueOf(name: TMetaCookie, raw: string | boolean | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === false || raw === '') return null
  if (name !== 'HIDE_DATA_TRANSFER_DISCLAIMER') return 'true'
  if (raw === true) return CONSENT_VERSIONS.dataTransferText
  if (!VERSION.test(raw))
    throw new HttpError(400, PrivacyErrorCode.INVALID_CONSENT, 'newValue: not a text version.')
  return raw
}

async function applyMetaCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  name: TMetaCookie,
  value: string | null,
): Promise<TMetaCookieResponse> {
  if (value === null) {
    reply.clearCookie(name, { path: '/' })
  } else {
    const { context, cookie } = await consentContextOf(app, request)
    if (name === 'HIDE_DATA_TRANSFER_DISCLAIMER')
      await acknowledgeDataTransfer(app.services.consentRecords, context, value)
    else await recordNotice(app.services.consentRecords, context, 'acknowledge')
    // The consent cookie carries the subject the record names.
    writeConsentCookie(app, reply, cookie)
    reply.setCookie(name, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicOrigin.startsWith('https://'),
      maxAge: PRIVACY_LIMITS.cookieMaxAgeSeconds,
    })
  }
  reply.header('cache-control', 'no-store')
  return { name, value }
}

/** Spec section 7: meta cookies, by the API and by the legacy form post (decision 031). */
export async function metaCookieRoutes(app: FastifyInstance) {
  // A name we do not know is refused by name, before the rest of the request is read.
  const knownName = {
    preValidation: async (request: FastifyRequest) => {
      metaNameOf((request.params as { name?: unknown }).name)
    },
  }
  route(
    app,
    api.metaCookie,
    async (request, reply) => {
      const { name } = request.params
      return applyMetaCookie(app, request, reply, name, metaValueOf(name, request.body.newValue))
    },
    knownName,
  )

  const knownFormName = {
    preValidation: async (request: FastifyRequest) => {
      metaNameOf((request.body as { name?: unknown } | null | undefined)?.name)
    },
  }
  route(
    app,
    api.legacyCookieForm,
    async (request, reply) => {
      const form = request.body
      return applyMetaCookie(app, request, reply, form.name, metaValueOf(form.name, form.value))
    },
    knownFormName,
  )
}
