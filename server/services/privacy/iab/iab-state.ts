import crypto from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type {
  TIabConsentResponse,
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
  TIabVendorsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import {
  presentDetailedPrefs,
  presentInitialPrefs,
  presentVendors,
} from '../../../presenters/iab-prefs.presenter.ts'
import { createDeviceStorageService, type DeviceStorageService } from './device-storage.service.ts'
import { createGvlArchive, type GvlArchive, shownVendors } from './gvl-archive.ts'
import type { TGvlVendor, TIabContent, TVendorList } from './iab-content.ts'

export interface TCacheable<T> {
  body: T
  /** The body as UTF-8 JSON, made once (decision 064): the answer is fixed while the list is. */
  json: Buffer
  etag: string
  /** The JSON gzipped, made on first ask: the partners of a real list are 600 KB as JSON, 60 KB gzipped. */
  gzipped(): Buffer
}

function cacheable<T>(body: T): TCacheable<T> {
  const json = Buffer.from(JSON.stringify(body))
  const hash = crypto.createHash('sha256').update(json).digest('base64url').slice(0, 27)
  let gzipped: Buffer | null = null
  return { body, json, etag: `"${hash}"`, gzipped: () => (gzipped ??= gzipSync(json)) }
}

/** Everything the IAB service answers from one set of vendor lists; rebuilt whole when a list is imported. */
export interface TIabState {
  archive: GvlArchive
  latest: TVendorList
  vendors: TGvlVendor[]
  purposeIds: number[]
  atpIds: number[]
  detailed: TCacheable<TIabDetailedPrefsResponse>
  initial: TCacheable<TIabInitialPrefsResponse>
  vendorList: TCacheable<TIabVendorsResponse>
  storage: DeviceStorageService
  /** The unsaved defaults of a day (the same for everyone). */
  unsaved: { day: string; value: TIabConsentResponse } | null
}

export interface TStorageOptions {
  fetchDisclosures?: boolean
  onDisclosureFailure?: (vendorId: number, error: unknown) => void
}

export function buildIabState(content: TIabContent, options: TStorageOptions): TIabState {
  const archive = createGvlArchive(content)
  const latest = archive.latest
  const vendors = shownVendors(latest)
  const disclosed = new Set(content.bundledDisclosures.keys())
  return {
    archive,
    latest,
    vendors,
    purposeIds: Object.values(latest.purposes).map((p) => p.id),
    atpIds: content.additionalVendors.map((v) => v.id),
    detailed: cacheable(presentDetailedPrefs(latest, content.additionalVendors)),
    initial: cacheable(presentInitialPrefs(latest, content.additionalVendors)),
    vendorList: cacheable(presentVendors(latest, disclosed)),
    storage: createDeviceStorageService({
      sources: new Map(
        vendors.map((v) => [
          v.id,
          {
            url: v.deviceStorageDisclosureUrl ?? null,
            bundled: content.bundledDisclosures.get(v.id) ?? null,
          },
        ]),
      ),
      fetchRemote: options.fetchDisclosures ?? false,
      ...(options.onDisclosureFailure ? { onFailure: options.onDisclosureFailure } : {}),
    }),
    unsaved: null,
  }
}
