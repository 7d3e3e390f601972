import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PRIVACY_API, PrivacyErrorCode } from '../../../shared/privacy/privacy-contract.ts'
import {
  type TIabConsentSaveResponse,
  ZDeviceStorageQuerySchema,
  ZIabConsentRequestSchema,
  ZIabVendorsQuerySchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { HttpError } from '../../http-error.ts'
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

const SAVES_PER_MINUTE = { max: 30, timeWindow: 60_000 }
/** The vendor list is the same for everyone and changes with a release or an import: shared caches may keep it. */
const PUBLIC_CACHE = 'public, max-age=3600'

/** Bodies past this are sent gzipped to browsers that take it (the partners of a real list). */
const GZIP_FROM_BYTES = 8 * 1024

function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, value: TCacheable<T>) {
  const gzip =
    value.json.length >= GZIP_FROM_BYTES && acceptsCoding(request.headers['accept-encoding'], 'gzip')
  // Each encoding is its own representation, with its own strong validator.
  const etag = gzip ? `${value.etag.slice(0, -1)}-gz"` : value.etag
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  if (gzip) reply.header('content-encoding', 'gzip')
  return sendBytes(reply, 'application/json; charset=utf-8', gzip ? value.gzipped() : value.json)
}

/**
 * The IAB TCF calls (spec section 7; decisions 028, 029). They answer on every site: the dialog only asks
 * where the GDPR applies, and a visitor may change sites between loading the dialog and saving.
 */
export async function iabRoutes(app: FastifyInstance) {
  const { iab, consentRecords } = app.services

  app.get(PRIVACY_API.iabConsent, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return iab.consentOf(readTcString(request), readAcString(request))
  })

  app.post(PRIVACY_API.iabConsent, { config: { rateLimit: SAVES_PER_MINUTE } }, async (request, reply) => {
    const { context, cookie, session } = await consentContextOf(app, request)
    const input = ZIabConsentRequestSchema.parse(request.body)
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
    const body: TIabConsentSaveResponse = {
      tcString: saved.tcString,
      additionalVendorString: saved.acString,
      consentId,
      acceptedCategories: saved.categories,
    }
    return body
  })

  // These answers choose their own encoding, each with its validator: the API's compression (decision
  // 106) would send brotli under the uncompressed answer's ETag.
  const asSent = { compress: false } as const
  app.get(PRIVACY_API.iabDetailedPrefs, asSent, async (request, reply) =>
    sendCacheable(request, reply, iab.detailedPrefs()),
  )
  app.get(PRIVACY_API.iabInitialPrefs, asSent, async (request, reply) =>
    sendCacheable(request, reply, iab.initialPrefs()),
  )

  // `v` only keys shared caches by list version; the answer is always the list in force.
  app.get(PRIVACY_API.iabVendors, asSent, async (request, reply) => {
    ZIabVendorsQuerySchema.parse(request.query)
    return sendCacheable(request, reply, iab.vendors())
  })

  app.get(PRIVACY_API.iabDeviceStorageDisclosure, async (request, reply) => {
    const { vendorId } = ZDeviceStorageQuerySchema.parse(request.query)
    const disclosure = await iab.deviceStorageDisclosure(vendorId)
    if (!disclosure)
      throw new HttpError(404, PrivacyErrorCode.UNKNOWN_VENDOR, 'No such vendor is shown here.')
    reply.header('cache-control', 'public, max-age=3600')
    return disclosure
  })
}
