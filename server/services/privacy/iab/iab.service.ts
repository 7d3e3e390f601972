import { isoDay } from '../../../../shared/calendar-days.ts'
import { parseAcString, serialiseAcString } from '../../../../shared/privacy/ac-string.ts'
import { categoriesFromIabPurposes } from '../../../../shared/privacy/iab-categories.ts'
import type { TConsentAction, TConsentCategory } from '../../../../shared/privacy/privacy-contract.ts'
import type {
  TDeviceStorageDisclosureResponse,
  TIabConsentResponse,
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
  TIabVendorsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import type { IabVendorListRepository } from '../../../repositories/iab-vendor-list.repository.ts'
import type { GvlArchive } from './gvl-archive.ts'
import { issuesLine } from './gvl-import.ts'
import {
  iabContent,
  type TIabContent,
  type TVendorList,
  withImportedLists,
  ZVendorListSchema,
} from './iab-content.ts'
import { buildIabState, type TCacheable, type TIabState, type TStorageOptions } from './iab-state.ts'
import { reconsentReason, type TReconsentReason } from './reconsent.ts'
import {
  CONSENT_SCREEN,
  decodeTcString,
  encodeTcString,
  NO_CHOICE,
  type TCmpIdentity,
  type TIabChoice,
} from './tc-string.ts'

export type TIabSaveAction = 'acceptAll' | 'acceptSelected' | 'rejectAll' | 'withdraw'

export interface TIabSaveInput extends TIabChoice {
  consentedAdditionalVendors: readonly number[]
  action: TIabSaveAction
}

export interface TIabSaveResult {
  tcString: string
  acString: string
  action: TConsentAction
  categories: TConsentCategory[]
  vendorListVersion: number
  tcfPolicyVersion: number
}

export type { TCacheable } from './iab-state.ts'

/**
 * The IAB TCF side of consent (decisions 028, 029): the vendor list kept on the server, TC strings encoded
 * and decoded with @iabtechlabtcf/core, Google's Additional Consent string, re-consent rules and the
 * vendors' device-storage disclosures.
 */
export interface IabService {
  /** The stored TC string must be asked again: vendor set or legal basis changed, or it is too old. */
  reconsentDue(tcString: string): boolean
  reconsentReason(tcString: string, now?: Date): TReconsentReason | null
  /** The lists in force (replaced when `refresh` finds an imported one). */
  readonly archive: GvlArchive
  detailedPrefs(): TCacheable<TIabDetailedPrefsResponse>
  initialPrefs(): TCacheable<TIabInitialPrefsResponse>
  vendors(): TCacheable<TIabVendorsResponse>
  /**
   * Reads the imported lists when the database holds one this process has not (decision 103); true when
   * the lists in force changed. A stored list that fails the checks throws, and the old lists stay.
   */
  refresh(): Promise<boolean>
  /** The stored choice as the dialog reads it, or the unsaved default (no consent, LI on where declared). */
  consentOf(tcString: string | null, acString: string | null, now?: Date): TIabConsentResponse
  /** The strings, record action and categories of a save; the action decides what an accept or reject means. */
  save(input: TIabSaveInput, now?: Date): TIabSaveResult
  /** Null for a vendor we do not show. */
  deviceStorageDisclosure(vendorId: number): Promise<TDeviceStorageDisclosureResponse | null>
}

const boolMap = (ids: readonly number[], on: (id: number) => boolean) =>
  Object.fromEntries(ids.map((id) => [String(id), on(id)]))

export function createIabService(
  options: TStorageOptions & {
    cmp?: TCmpIdentity
    content?: TIabContent
    /** Where imported lists are kept; without it only the bundled content is used. */
    imported?: IabVendorListRepository
  } = {},
): IabService {
  const bundled = options.content ?? iabContent()
  const cmp = options.cmp ?? { cmpId: 2, cmpVersion: 1, publisherCountry: 'US' }
  let state: TIabState = buildIabState(bundled, options)
  /** The newest imported version read, so that a poll reads the lists only when there is a new one. */
  let importedRead: number | null = null
  /** Imported lists already checked: a real one takes a fifth of a second of zod, so each is checked once. */
  const imported = new Map<number, TVendorList>()

  async function refresh(): Promise<boolean> {
    const store = options.imported
    if (!store) return false
    const newest = await store.latestVersion()
    if (newest === importedRead) return false
    const fresh = (await store.lists([...imported.keys()])).map((row) => {
      const parsed = ZVendorListSchema.safeParse(row.list)
      if (!parsed.success) throw new Error(`imported vendor list ${row.version}: ${issuesLine(parsed.error)}`)
      if (parsed.data.vendorListVersion !== row.version)
        throw new Error(`imported vendor list ${row.version} holds version ${parsed.data.vendorListVersion}`)
      return parsed.data
    })
    for (const list of fresh) imported.set(list.vendorListVersion, list)
    state = buildIabState(withImportedLists(bundled, [...imported.values()]), options)
    importedRead = newest
    return true
  }

  function resolve(input: TIabSaveInput): { choice: TIabChoice; atps: readonly number[] } {
    const { purposeIds, vendors, atpIds } = state
    if (input.action === 'acceptAll')
      return {
        choice: {
          consentedPurposes: purposeIds,
          consentedVendors: vendors.map((v) => v.id),
          objectedLegIntPurposes: [],
          objectedLegIntVendors: [],
          optedInSpecialFeatures: input.optedInSpecialFeatures,
        },
        atps: atpIds,
      }
    if (input.action === 'rejectAll' || input.action === 'withdraw')
      return {
        choice: {
          ...NO_CHOICE,
          objectedLegIntPurposes: input.objectedLegIntPurposes,
          objectedLegIntVendors: input.objectedLegIntVendors,
        },
        atps: [],
      }
    return { choice: input, atps: input.consentedAdditionalVendors }
  }

  /** Spec section 4: accept-all only when every purpose and vendor is consented and nothing objected. */
  function summaryOf(choice: TIabChoice, atps: readonly number[]): TConsentAction {
    const { purposeIds, vendors, atpIds } = state
    const purposes = new Set(choice.consentedPurposes)
    const consented = new Set(choice.consentedVendors)
    const consentable = new Set(vendors.flatMap((v) => [...v.purposes, ...v.flexiblePurposes]))
    const all =
      [...consentable].every((p) => purposes.has(p)) &&
      vendors.every((v) => v.purposes.length === 0 || consented.has(v.id)) &&
      atpIds.every((id) => atps.includes(id)) &&
      choice.objectedLegIntPurposes.length === 0 &&
      choice.objectedLegIntVendors.length === 0
    if (all) return 'accept_all'
    const none =
      !purposeIds.some((p) => purposes.has(p)) &&
      !vendors.some((v) => consented.has(v.id)) &&
      !atps.some((id) => atpIds.includes(id)) &&
      choice.optedInSpecialFeatures.length === 0
    return none ? 'reject' : 'partial'
  }

  /** The defaults, the same for everyone all day: no consent, LI on where declared. */
  function unsavedDefault(now: Date): TIabConsentResponse {
    const s = state
    const { archive, purposeIds, vendors, atpIds, latest } = s
    const day = isoDay(now)
    if (s.unsaved?.day === day) return s.unsaved.value
    const shown = encodeTcString(archive, NO_CHOICE, cmp, { now, consentScreen: CONSENT_SCREEN.defaults })
    const model = decodeTcString(shown)?.model
    const ids = vendors.map((v) => v.id)
    const value: TIabConsentResponse = {
      purpose: {
        consents: boolMap(purposeIds, () => false),
        legitimateInterests: boolMap(purposeIds, (id) => model?.purposeLegitimateInterests.has(id) ?? false),
      },
      vendor: {
        consents: boolMap(ids, () => false),
        legitimateInterests: boolMap(ids, (id) => model?.vendorLegitimateInterests.has(id) ?? false),
      },
      specialFeatureOptins: boolMap([1, 2], () => false),
      consentedAdditionalVendors: [],
      isUnsavedDefaultConsent: true,
      // The string while the dialog shows (S-14): LI for the vendors shown, no consent.
      tcString: shown,
      additionalVendorString: serialiseAcString(atpIds, []),
      vendorListVersion: latest.vendorListVersion,
      reconsentRequired: false,
    }
    s.unsaved = { day, value }
    return value
  }

  const service: IabService = {
    get archive() {
      return state.archive
    },
    refresh,
    reconsentReason: (tcString, now = new Date()) =>
      reconsentReason(state.archive, decodeTcString(tcString), now),
    reconsentDue: (tcString) => service.reconsentReason(tcString) !== null,
    detailedPrefs: () => state.detailed,
    initialPrefs: () => state.initial,
    vendors: () => state.vendorList,

    consentOf(tcString, acString, now = new Date()) {
      const { archive, purposeIds, vendors, atpIds, latest } = state
      const decoded = tcString ? decodeTcString(tcString) : null
      const reason = tcString ? reconsentReason(archive, decoded, now) : null
      const ac = acString ? parseAcString(acString) : null
      // Unreadable strings and strings of a discarded policy are not migrated: the defaults show.
      if (!tcString || !decoded || reason === 'unreadable' || reason === 'policyVersion') {
        const unsaved = unsavedDefault(now)
        return tcString ? { ...unsaved, reconsentRequired: true } : unsaved
      }
      const m = decoded.model
      const ids = vendors.map((v) => v.id)
      return {
        purpose: {
          consents: boolMap(purposeIds, (id) => m.purposeConsents.has(id)),
          legitimateInterests: boolMap(purposeIds, (id) => m.purposeLegitimateInterests.has(id)),
        },
        vendor: {
          consents: boolMap(ids, (id) => m.vendorConsents.has(id)),
          legitimateInterests: boolMap(ids, (id) => m.vendorLegitimateInterests.has(id)),
        },
        specialFeatureOptins: boolMap(
          Object.values(latest.specialFeatures).map((f) => f.id),
          (id) => m.specialFeatureOptins.has(id),
        ),
        consentedAdditionalVendors: (ac?.consented ?? []).filter((id) => atpIds.includes(id)),
        isUnsavedDefaultConsent: false,
        tcString,
        additionalVendorString: ac ? (acString as string) : serialiseAcString(atpIds, []),
        vendorListVersion: decoded.vendorListVersion,
        reconsentRequired: reason !== null,
      }
    },

    save(input, now = new Date()) {
      const { archive, atpIds, latest } = state
      const { choice, atps } = resolve(input)
      const consentScreen =
        input.action === 'acceptSelected' ? CONSENT_SCREEN.details : CONSENT_SCREEN.landing
      const tcString = encodeTcString(archive, choice, cmp, { now, consentScreen })
      const summary = summaryOf(choice, atps)
      const action: TConsentAction =
        input.action === 'withdraw' ? 'withdraw' : input.action === 'rejectAll' ? 'reject' : summary
      return {
        tcString,
        acString: serialiseAcString(atpIds, atps),
        action,
        categories: categoriesFromIabPurposes(choice.consentedPurposes),
        vendorListVersion: latest.vendorListVersion,
        tcfPolicyVersion: latest.tcfPolicyVersion,
      }
    },

    async deviceStorageDisclosure(vendorId) {
      const file = await state.storage.disclosureFor(vendorId)
      if (!file) return null
      return {
        disclosures: file.disclosures.map((d) => ({
          identifier: d.identifier,
          type: d.type,
          maxAgeSeconds: d.type === 'cookie' ? (d.maxAgeSeconds ?? null) : null,
          cookieRefresh: d.cookieRefresh ?? false,
          purposes: d.purposes ?? [],
          domains: d.domains ?? [],
        })),
        domains: (file.domains ?? []).map((d) => ({ domain: d.domain, use: d.use ?? '' })),
      }
    },
  }
  return service
}
