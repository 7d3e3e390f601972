import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/*
 * The IAB content we keep (decision 029): publisher-trimmed Global Vendor Lists in the official GVL v3
 * format, one file per version; Google ATPs not on the GVL; the last good device-storage disclosure of each
 * vendor. Read and checked once at start: a malformed file fails the boot, never a request.
 */

const CONTENT_DIR = path.join(import.meta.dirname, '../../../../content/iab')

const ZIdsSchema = z.array(z.int().min(1))
const ZIllustrationsSchema = z.array(z.string()).optional()

/**
 * An IntMap of the GVL: keys are the ids of their entries, and exactly `ids` are present; with `atLeast`,
 * ids 1 to n for some n of at least that many (a declaration the policy grew, e.g. special purpose 3).
 */
function intMap<T extends z.ZodType<{ id: number }>>(
  entry: T,
  ids?: readonly number[] | { atLeast: number },
) {
  return z.record(z.string().regex(/^\d+$/), entry).superRefine((map, ctx) => {
    for (const [key, value] of Object.entries(map))
      if (Number(key) !== value.id)
        ctx.addIssue({ code: 'custom', message: `key ${key} holds id ${value.id}` })
    if (!ids) return
    const present = Object.keys(map)
      .map(Number)
      .sort((a, b) => a - b)
    const expected = 'atLeast' in ids ? range(Math.max(ids.atLeast, present.length)) : ids
    if (present.join() !== expected.join())
      ctx.addIssue({ code: 'custom', message: `expected ids ${expected.join(',')}` })
  })
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

const ZPurposeSchema = z.object({
  id: z.int(),
  name: z.string().min(1),
  description: z.string().min(1),
  illustrations: ZIllustrationsSchema,
})
const ZStackSchema = z.object({
  id: z.int(),
  name: z.string().min(1),
  description: z.string().min(1),
  purposes: ZIdsSchema,
  specialFeatures: ZIdsSchema,
})
const ZDataCategorySchema = z.object({ id: z.int(), name: z.string().min(1), description: z.string().min(1) })
const ZWebUrlSchema = z.url({ protocol: /^https?$/ })
const ZRetentionMapSchema = z.record(z.string().regex(/^\d+$/), z.int().min(0))

export const ZGvlVendorSchema = z.object({
  id: z.int().min(1).max(65_535),
  name: z.string().min(1),
  purposes: ZIdsSchema,
  legIntPurposes: ZIdsSchema,
  flexiblePurposes: ZIdsSchema,
  specialPurposes: ZIdsSchema,
  features: ZIdsSchema,
  specialFeatures: ZIdsSchema,
  deletedDate: z.iso.datetime().optional(),
  usesCookies: z.boolean(),
  cookieMaxAgeSeconds: z.int().nullable(),
  cookieRefresh: z.boolean(),
  usesNonCookieAccess: z.boolean(),
  deviceStorageDisclosureUrl: z.url({ protocol: /^https$/ }).optional(),
  // The dialog links these: web addresses only, never another scheme. A deleted vendor may have none.
  urls: z.array(
    z.object({ langId: z.string(), privacy: ZWebUrlSchema, legIntClaim: ZWebUrlSchema.optional() }),
  ),
  dataRetention: z.object({
    stdRetention: z.int().min(0).optional(),
    purposes: ZRetentionMapSchema,
    specialPurposes: ZRetentionMapSchema,
  }),
  dataDeclaration: ZIdsSchema,
})
export type TGvlVendor = z.infer<typeof ZGvlVendorSchema>

export const ZVendorListSchema = z
  .object({
    gvlSpecificationVersion: z.literal(3),
    vendorListVersion: z.int().min(1),
    tcfPolicyVersion: z.int().min(4),
    lastUpdated: z.iso.datetime(),
    purposes: intMap(ZPurposeSchema, range(11)),
    // Policy 5 added special purpose 3; lists of policy 4 have two.
    specialPurposes: intMap(ZPurposeSchema, { atLeast: 2 }),
    features: intMap(ZPurposeSchema, range(3)),
    specialFeatures: intMap(ZPurposeSchema, range(2)),
    stacks: intMap(ZStackSchema),
    dataCategories: intMap(ZDataCategorySchema, range(11)),
    vendors: intMap(ZGvlVendorSchema),
  })
  .superRefine((list, ctx) => {
    for (const v of Object.values(list.vendors)) {
      const declared = new Set([...v.purposes, ...v.legIntPurposes])
      const wrong = [
        ...[...declared].filter((p) => !(String(p) in list.purposes)),
        ...v.flexiblePurposes.filter((p) => !declared.has(p)),
        ...v.purposes.filter((p) => v.legIntPurposes.includes(p)),
        ...v.specialPurposes.filter((p) => !(String(p) in list.specialPurposes)),
        ...v.specialFeatures.filter((p) => !(String(p) in list.specialFeatures)),
      ]
      if (wrong.length)
        ctx.addIssue({ code: 'custom', message: `vendor ${v.id}: bad purposes ${wrong.join()}` })
      if (!v.deletedDate && v.urls.length === 0)
        ctx.addIssue({ code: 'custom', message: `vendor ${v.id}: no privacy policy url` })
    }
  })
export type TVendorList = z.infer<typeof ZVendorListSchema>

const ZTranslatedSchema = z.object({ id: z.int(), name: z.string().min(1), description: z.string().min(1) })

/** An IAB purposes-xx.json: the declarations of the list in one language (vendors are never translated). */
export const ZPurposeTranslationSchema = z.object({
  gvlSpecificationVersion: z.literal(3),
  purposes: intMap(ZPurposeSchema, range(11)),
  specialPurposes: intMap(ZPurposeSchema, { atLeast: 2 }),
  features: intMap(ZPurposeSchema, range(3)),
  specialFeatures: intMap(ZPurposeSchema, range(2)),
  stacks: intMap(ZTranslatedSchema).optional(),
  dataCategories: intMap(ZTranslatedSchema, range(11)).optional(),
  vendors: z.undefined({ error: 'a vendor list, not a translation' }).optional(),
})
export type TPurposeTranslation = z.infer<typeof ZPurposeTranslationSchema>

export const ZAdditionalVendorsSchema = z.object({
  additionalVendors: z
    .array(
      z.object({
        id: z.int().min(1).max(999_999),
        name: z.string().min(1),
        policyUrl: z.url(),
        domains: z.string(),
      }),
    )
    .refine((list) => new Set(list.map((v) => v.id)).size === list.length, 'ATP ids repeat'),
})
export type TAdditionalVendor = z.infer<typeof ZAdditionalVendorsSchema>['additionalVendors'][number]

/** A vendor's device-storage disclosure (consent checklist G-06), as the vendor publishes it. */
export const ZDeviceStorageFileSchema = z.object({
  disclosures: z
    .array(
      z.object({
        identifier: z.string().max(500),
        type: z.enum(['cookie', 'web', 'app']),
        maxAgeSeconds: z.int().nullable().optional(),
        cookieRefresh: z.boolean().optional(),
        domains: z.array(z.string().max(500)).max(100).optional(),
        purposes: z.array(z.int()).max(20).optional(),
        specialPurposes: z.array(z.int()).max(20).optional(),
        description: z.string().max(2_000).optional(),
        optOut: z.boolean().optional(),
      }),
    )
    .max(500),
  domains: z
    .array(z.object({ domain: z.string().max(500), use: z.string().max(2_000).optional() }))
    .max(500)
    .optional(),
  sdks: z.array(z.object({ id: z.int(), name: z.string() })).optional(),
})
export type TDeviceStorageFile = z.infer<typeof ZDeviceStorageFileSchema>

export interface TIabContent {
  /** Every kept vendor list, by version. */
  vendorLists: Map<number, TVendorList>
  latestVersion: number
  additionalVendors: TAdditionalVendor[]
  /** The last good copy of each vendor's device-storage disclosure, bundled with the release. */
  bundledDisclosures: Map<number, TDeviceStorageFile>
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`)
  return parsed.data
}

export function loadIabContent(dir: string = CONTENT_DIR): TIabContent {
  const vendorLists = new Map<number, TVendorList>()
  for (const name of readdirSync(dir)) {
    const match = /^vendor-list-v(\d+)\.json$/.exec(name)
    if (!match) continue
    const list = readJson(path.join(dir, name), ZVendorListSchema)
    if (list.vendorListVersion !== Number(match[1]))
      throw new Error(`${name} holds version ${list.vendorListVersion}`)
    vendorLists.set(list.vendorListVersion, list)
  }
  if (vendorLists.size === 0) throw new Error(`${dir}: no vendor list`)
  const bundledDisclosures = new Map<number, TDeviceStorageFile>()
  const storageDir = path.join(dir, 'device-storage')
  for (const name of readdirSync(storageDir)) {
    const match = /^(\d+)\.json$/.exec(name)
    if (match)
      bundledDisclosures.set(
        Number(match[1]),
        readJson(path.join(storageDir, name), ZDeviceStorageFileSchema),
      )
  }
  return {
    vendorLists,
    latestVersion: Math.max(...vendorLists.keys()),
    additionalVendors: readJson(path.join(dir, 'additional-vendors.json'), ZAdditionalVendorsSchema)
      .additionalVendors,
    bundledDisclosures,
  }
}

let shared: TIabContent | undefined
/** The content of this process (read once). */
export function iabContent(): TIabContent {
  shared ??= loadIabContent()
  return shared
}

/** The content with the imported lists added (decision 103): the highest version of both is the latest. */
export function withImportedLists(content: TIabContent, imported: readonly TVendorList[]): TIabContent {
  if (imported.length === 0) return content
  const vendorLists = new Map(content.vendorLists)
  for (const list of imported) vendorLists.set(list.vendorListVersion, list)
  return { ...content, vendorLists, latestVersion: Math.max(...vendorLists.keys()) }
}
