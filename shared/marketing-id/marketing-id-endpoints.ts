import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { MARKETING_ID_PATHS, MarketingIdErrorCode } from './marketing-id-contract.ts'
import {
  ZKmkidSetRequestSchema,
  ZKmkidSetResponseSchema,
  ZKmkidSyncRequestSchema,
  ZKmkidSyncResponseSchema,
} from './marketing-id-schemas.ts'

const perMinute = { max: 30, timeWindow: 60_000 }

/** The marketing id, kmkid (decision 048): form posts with the form token, allowed with advertising only. */
export const marketingIdEndpoints = {
  sync: defineEndpoint({
    method: 'POST',
    path: MARKETING_ID_PATHS.sync,
    summary: "The browser's marketing id: its own, a suggested one, or a new one",
    body: optionalBody(ZKmkidSyncRequestSchema),
    bodyType: 'form',
    response: ZKmkidSyncResponseSchema,
    rateLimit: perMinute,
    errors: [MarketingIdErrorCode.CONSENT_REQUIRED],
  }),
  set: defineEndpoint({
    method: 'POST',
    path: MARKETING_ID_PATHS.set,
    summary: "Replaces the browser's marketing id",
    body: optionalBody(ZKmkidSetRequestSchema),
    bodyType: 'form',
    response: ZKmkidSetResponseSchema,
    rateLimit: perMinute,
    errors: [MarketingIdErrorCode.CONSENT_REQUIRED],
  }),
}
