import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PrivacyErrorCode } from '../../../shared/privacy/privacy-contract.ts'
import { privacyEndpoints as api } from '../../../shared/privacy/privacy-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { acceptsCoding } from '../../plugins/page-compression.ts'
import { ConsentIdConflictError } from '../../services/privacy/consent-record.service.ts'
import type { TCacheable } from '../../services/privacy/iab/iab.service.ts'
import { TcStringTooLargeError } from '../../services/privacy/iab/tc-string.ts'
import { sendBytes } from '../send-bytes.ts'
import {
  consentContextOf,
  readAcString,
  readTcString,
  writeConsentCookie,
  writeIabCookies,
} from './privacy-request.ts'

/** The vendor list is the same for everyone and changes with a release or an import: shared caches may keep it. */
const PUBLIC_CACHE = 'public, max-age=3600'

/** Bodies past this are sent gzipped to browsers that take it (the partners of a real list). */
const GZIP_FROM_BYTES = 8 * 1024

/** Sent as made, in the encoding chosen here (the declarations document them; they are not serialised again). */
function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, value: TCacheable<T>): Promise<T> {
  const gzip =
    value.json.length >= GZIP_FROM_BYTES && acceptsCoding(request.headers['accept-encoding'], 'gzip')
  // Each encoding is its own representation, with its own strong validator.
  const etag = gzip ? `${value.etag.slice(0, -1)}-gz"` : value.etag
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === etag) return reply.code(304).send() as unknown as Promise<T>
  if (gzip) reply.header('content-encoding', 'gzip')
  const bytes = gzip ? value.gzipped() : value.json
  return sendBytes(reply, 'application/json; charset=utf-8', bytes) as unknown as Promise<T>
}

/**
 * The IAB TCF calls (spec section 7; decisions 028, 029). They answer on every site: the dialog only asks
 * where the GDPR applies, and a visitor may change sites between loading the dialog and saving.
 */
export async function iabRoutes(app: FastifyInstance) {
  const { iab, consentRecords } = app.services

  route(app, api.iabConsent, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return iab.consentOf(readTcString(request), readAcString(request))
  })

  route(app, api.saveIabConsent, async (request, reply) => {
    const { context, cookie, session } = await consentContextOf(app, request)
    const input = request.body
    let saved: ReturnType<typeof iab.save>
    try {
      saved = iab.save(input)
    } catch (error) {
      if (error instanceof TcStringTooLargeError)
        throw new HttpError(
          422,
          PrivacyErrorCode.INVALID_CONSENT,
          'The choice does not fit in a consent cookie.',
        )
      throw error
    }
    let consentId: string
    try {
      ;({ consentId } = await consentRecords.record(context, {
        consentId: input.consentId,
        kind: 'iab_tcf',
        action: saved.action,
        categories: saved.categories,
        tcString: saved.tcString,
        acString: saved.acString,
        vendorListVersion: saved.vendorListVersion,
        tcfPolicyVersion: saved.tcfPolicyVersion,
      }))
    } catch (error) {
      if (error instanceof ConsentIdConflictError)
        throw new HttpError(
          409,
          PrivacyErrorCode.INVALID_CONSENT,
          'This consent id belongs to another choice.',
        )
      throw error
    }
    const at = new Date()
    writeIabCookies(app, reply, saved.tcString, saved.acString)
    writeConsentCookie(app, reply, {
      ...cookie,
      categories: saved.categories,
      categoriesAt: Math.floor(at.getTime() / 1000),
    })
    if (session)
      await consentRecords.rememberForUser(session.userId, {
        tc_string: saved.tcString,
        ac_string: saved.acString,
        vendor_list_version: saved.vendorListVersion,
        tcf_at: at,
        categories: saved.categories,
        categories_at: at,
      })
    reply.header('cache-control', 'no-store')
    return {
      tcString: saved.tcString,
      additionalVendorString: saved.acString,
      consentId,
      acceptedCategories: saved.categories,
    }
  })

  // These answers choose their own encoding, each with its validator: the API's compression (decision
  // 106) would send brotli under the uncompressed answer's ETag.
  const asSent = { compress: false } as const
  route(
    app,
    api.iabDetailedPrefs,
    async (request, reply) => sendCacheable(request, reply, iab.detailedPrefs()),
    asSent,
  )
  route(
    app,
    api.iabInitialPrefs,
    async (request, reply) => sendCacheable(request, reply, iab.initialPrefs()),
    asSent,
  )

  // `v` only keys shared caches by list version; the answer is always the list in force.
  route(app, api.iabVendors, async (request, reply) => sendCacheable(request, reply, iab.vendors()), asSent)

  route(app, api.iabDeviceStorageDisclosure, async (request, reply) => {
    const { vendorId } = request.query
    const disclosure = await iab.deviceStorageDisclosure(vendorId)
    if (!disclosure)
      throw new HttpError(404, PrivacyErrorCode.UNKNOWN_VENDOR, 'No such vendor is shown here.')
    reply.header('cache-control', 'public, max-age=3600')
    return disclosure
  })
}
