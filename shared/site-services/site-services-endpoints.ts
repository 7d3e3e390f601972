import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import {
  FEEDBACK_LIMITS,
  PRICE_ALERT_LIMITS,
  SITE_SERVICES_API,
  SITE_SERVICES_ROUTES,
  SiteServicesErrorCode,
} from './site-services-contract.ts'
import {
  ZFeedbackRequestSchema,
  ZFeedbackResponseSchema,
  ZPriceAlertCreateRequestSchema,
  ZPriceAlertIdParamsSchema,
  ZPriceAlertListResponseSchema,
  ZPriceAlertSchema,
  ZPriceAlertSettingsRequestSchema,
  ZPriceAlertSettingsResponseSchema,
} from './site-services-schemas.ts'

const alerts = PRICE_ALERT_LIMITS.rate

/** Site services (decision 050): the ad-blocker bait, our feedback widget and price alerts. */
export const siteServicesEndpoints = {
  adBait: defineEndpoint({
    method: 'GET',
    path: SITE_SERVICES_API.adBait,
    summary: "The ad-blocker check's bait: a 1x1 GIF under a path ad filters block",
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/gif',
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: SITE_SERVICES_API.feedback,
    summary: "Sends a visitor's feedback",
    body: ZFeedbackRequestSchema,
    response: ZFeedbackResponseSchema,
    status: 201,
    rateLimit: FEEDBACK_LIMITS.rate,
  }),
  priceAlerts: defineEndpoint({
    method: 'GET',
    path: SITE_SERVICES_API.priceAlerts,
    summary: "The signed-in user's price alerts and their e-mail choice",
    response: ZPriceAlertListResponseSchema,
    rateLimit: alerts,
  }),
  createPriceAlert: defineEndpoint({
    method: 'POST',
    path: SITE_SERVICES_API.priceAlerts,
    summary: 'Follows the prices of a results page',
    body: ZPriceAlertCreateRequestSchema,
    response: ZPriceAlertSchema,
    status: 201,
    rateLimit: alerts,
    errors: [SiteServicesErrorCode.PRICE_ALERT_SEARCH_INVALID, SiteServicesErrorCode.PRICE_ALERT_LIMIT],
  }),
  priceAlertSettings: defineEndpoint({
    method: 'PUT',
    path: SITE_SERVICES_API.priceAlertSettings,
    summary: 'Switches price alerts by e-mail on or off',
    body: ZPriceAlertSettingsRequestSchema,
    response: ZPriceAlertSettingsResponseSchema,
    rateLimit: alerts,
  }),
  removePriceAlert: defineEndpoint({
    method: 'DELETE',
    path: SITE_SERVICES_ROUTES.priceAlert,
    summary: 'Stops a price alert',
    params: ZPriceAlertIdParamsSchema,
    response: z.void(),
    status: 204,
    rateLimit: alerts,
  }),
}
