import { describe, expect, it } from 'vitest'
import { loggableUrl } from './logger.ts'

describe('the URL a log line shows', () => {
  it('[ASVS #43 16.2.5] hides credential-like query values and secret path parameters, and keeps the rest', () => {
    expect(loggableUrl({ url: '/k/run/sso/callback?code=abc123&state=xyz789&lang=ko' })).toBe(
      '/k/run/sso/callback?code=[redacted]&state=[redacted]&lang=ko',
    )
    expect(loggableUrl({ url: '/x?access_token=t1&id_token=t2&page=2&tokenId=s1' })).toBe(
      '/x?access_token=[redacted]&id_token=[redacted]&page=2&tokenId=[redacted]',
    )
    expect(
      loggableUrl({
        url: '/i/api/business/company/v1/ABC123/1700000000000/secret-token',
        routeOptions: { url: '/i/api/business/company/v1/:confirmationCode/:requestTime/:token' },
        params: { confirmationCode: 'ABC123', requestTime: '1700000000000', token: 'secret-token' },
      }),
    ).toBe('/i/api/business/company/v1/[redacted]/1700000000000/[redacted]')
    expect(
      loggableUrl({
        url: '/trips/api/trips/T-1?props=trip',
        routeOptions: { url: '/trips/api/trips/:fullTripId' },
        params: { fullTripId: 'T-1' },
      }),
    ).toBe('/trips/api/trips/T-1?props=trip')
  })
})
