import { TCString } from '@iabtechlabtcf/core'
import type { LightMyRequestResponse } from 'fastify'
import type { TIabConsentRequest } from '../../../shared/privacy/privacy-schemas.ts'
import type { TestApp } from '../test-app.ts'

/** Vendors of the latest vendor list (v142) kept in content/iab, as the tests rely on them. */
export const SHOWN_VENDORS = [10, 21, 32, 52, 76, 91, 132, 278, 755, 793]
export const DELETED_VENDOR = 209
export const LI_VENDORS = [21, 52, 76, 755]
export const SPECIAL_PURPOSE_ONLY_VENDOR = 278
export const CONSENT_VENDORS = SHOWN_VENDORS.filter((id) => id !== SPECIAL_PURPOSE_ONLY_VENDOR)
export const ATP_IDS = [89, 1097, 2072]
export const ALL_PURPOSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

export const NOTHING: TIabConsentRequest = {
  consentedPurposes: [],
  consentedVendors: [],
  consentedAdditionalVendors: [],
  objectedLegIntPurposes: [],
  objectedLegIntVendors: [],
  action: 'acceptSelected',
}

let lastAddress = 0
/** Each save comes from an address of its own unless told, so the rate limit only bites where a test wants it. */
export function postIabConsent(
  t: TestApp,
  who: { cookie: string; token: string },
  body: unknown,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  lastAddress += 1
  return t.app.inject({
    method: 'POST',
    url: '/i/api/iabtcf/v1/consent',
    remoteAddress: options.remoteAddress ?? `10.9.${(lastAddress >> 8) & 255}.${lastAddress & 255}`,
    headers: { cookie: who.cookie, 'x-csrf': who.token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}

/** The ids a vector of a decoded TC string holds, ascending. */
export function idsOf(vector: { forEach(cb: (value: boolean, id: number) => void): void }): number[] {
  const ids: number[] = []
  vector.forEach((value, id) => {
    if (value) ids.push(id)
  })
  return ids.sort((a, b) => a - b)
}

export const decode = (tcString: string) => TCString.decode(tcString)
