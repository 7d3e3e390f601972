import { createGvlArchive, type GvlArchive } from '../../../services/privacy/iab/gvl-archive.ts'
import {
  loadIabContent,
  type TIabContent,
  type TVendorList,
} from '../../../services/privacy/iab/iab-content.ts'

/** The content kept in content/iab, read fresh so a test may change its copy. */
export function testContent(): TIabContent {
  return loadIabContent()
}

/** An archive whose latest list is `version` (to make strings as an older release would have). */
export function archiveAt(content: TIabContent, version: number): GvlArchive {
  return createGvlArchive({ vendorLists: content.vendorLists, latestVersion: version })
}

/** A copy of a list as the next version, changed by `change`. */
export function nextList(list: TVendorList, change: (copy: TVendorList) => void): TVendorList {
  const copy = structuredClone(list)
  copy.vendorListVersion = list.vendorListVersion + 1
  change(copy)
  return copy
}

export const CMP = { cmpId: 300, cmpVersion: 7, publisherCountry: 'DE' }
