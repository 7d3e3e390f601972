import type { z } from 'zod'
import type { IabVendorListRepository } from '../../../repositories/iab-vendor-list.repository.ts'
import { shownVendors } from './gvl-archive.ts'
import { type TVendorList, ZPurposeTranslationSchema, ZVendorListSchema } from './iab-content.ts'

/** A refused import; the message is one line an operator reads. */
export class GvlImportError extends Error {}

const LANGUAGE = /^[a-z]{2}(-[a-z]{2,4})?$/
const SHOWN_ISSUES = 3

/** Zod's issues as one line: where each is and what is wrong, the first few only. */
export function issuesLine(error: z.ZodError): string {
  const shown = error.issues
    .slice(0, SHOWN_ISSUES)
    .map((i) => `${i.path.length ? i.path.join('.') : '(top)'}: ${i.message}`)
  const more = error.issues.length - shown.length
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '')
}

export interface TGvlImport {
  /** The vendor-list.json as read (kept whole: fields we do not use yet stay for later). */
  list: unknown
  /** purposes-xx.json by language code. */
  translations: ReadonlyMap<string, unknown>
}

export interface TGvlImported {
  version: number
  vendorCount: number
  languages: string[]
}

/** The checks of an import that need no database: the list and every translation are valid GVL v3. */
export function checkGvlImport(input: TGvlImport): TVendorList {
  const parsed = ZVendorListSchema.safeParse(input.list)
  if (!parsed.success) throw new GvlImportError(`not a valid GVL v3 vendor list: ${issuesLine(parsed.error)}`)
  for (const [language, translation] of input.translations) {
    if (!LANGUAGE.test(language))
      throw new GvlImportError(`translation language "${language}" is not a code such as ko or pt-br`)
    const t = ZPurposeTranslationSchema.safeParse(translation)
    if (!t.success)
      throw new GvlImportError(`not a valid GVL v3 translation (${language}): ${issuesLine(t.error)}`)
  }
  return parsed.data
}

/**
 * Imports a Global Vendor List as a new version (decision 103): refused, with nothing written, when it is
 * invalid or not newer than every list the site keeps, bundled or imported.
 */
export async function importGvl(
  repo: IabVendorListRepository,
  bundledLatest: number,
  input: TGvlImport,
): Promise<TGvlImported> {
  const list = checkGvlImport(input)
  const version = list.vendorListVersion
  const notNewer = (newest: number) =>
    new GvlImportError(
      `version ${version} is not newer than version ${newest}, already kept; nothing imported`,
    )
  if (version <= bundledLatest) throw notNewer(bundledLatest)
  const vendorCount = shownVendors(list).length
  if (!(await repo.insert(version, input.list, vendorCount, input.translations)))
    throw notNewer((await repo.latestVersion()) ?? version)
  return { version, vendorCount, languages: [...input.translations.keys()].sort() }
}
