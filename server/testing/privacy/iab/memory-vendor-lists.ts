import type {
  IabVendorListRepository,
  TStoredVendorList,
} from '../../../repositories/iab-vendor-list.repository.ts'

/** The repository's contract in memory: a version is stored only above every stored one. */
export function memoryRepository(): IabVendorListRepository & { rows: TStoredVendorList[] } {
  const rows: TStoredVendorList[] = []
  const latest = () => (rows.length ? Math.max(...rows.map((r) => r.version)) : null)
  return {
    rows,
    latestVersion: async () => latest(),
    lists: async (known = []) =>
      rows.filter((r) => !known.includes(r.version)).sort((a, b) => a.version - b.version),
    translations: async () => new Map(),
    async insert(version, list) {
      if ((latest() ?? 0) >= version) return false
      rows.push({ version, list: structuredClone(list) })
      return true
    },
  }
}
