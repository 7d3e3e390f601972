import fs from 'node:fs'

/**
 * What grew between two V8 heap snapshots (`.heapsnapshot`, as `v8.writeHeapSnapshot` writes them), by
 * kind of object: a soak whose heap rises names its suspects instead of only a slope (decision 065).
 */
export interface HeapGrowthRow {
  /** `type:name`, e.g. `object:Session` or `closure:onRequest`; strings and arrays by type alone. */
  kind: string
  addedObjects: number
  addedBytes: number
  objectsNow: number
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** Count and self size of each kind of object in one snapshot. */
export function heapSummary(raw: RawSnapshot): Map<string, { objects: number; bytes: number }> {
  const fields = raw.snapshot.meta.node_fields
  const types = raw.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const byKind = new Map<string, { objects: number; bytes: number }>()
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt] as number] ?? '?'
    // Objects, closures and native things are told apart by their constructor's name; the rest by type.
    const named = type === 'object' || type === 'closure' || type === 'native'
    const kind = named ? `${type}:${(raw.strings[raw.nodes[i + nameAt] as number] ?? '').slice(0, 80)}` : type
    const entry = byKind.get(kind) ?? { objects: 0, bytes: 0 }
    entry.objects++
    entry.bytes += raw.nodes[i + sizeAt] as number
    byKind.set(kind, entry)
  }
  return byKind
}

/** The kinds whose self size grew most from `before` to `after`, largest first. */
export function heapGrowth(before: RawSnapshot, after: RawSnapshot, top = 10): HeapGrowthRow[] {
  const a = heapSummary(before)
  const b = heapSummary(after)
  const kinds = new Set([...a.keys(), ...b.keys()])
  return [...kinds]
    .map((kind) => ({
      kind,
      addedObjects: (b.get(kind)?.objects ?? 0) - (a.get(kind)?.objects ?? 0),
      addedBytes: (b.get(kind)?.bytes ?? 0) - (a.get(kind)?.bytes ?? 0),
      objectsNow: b.get(kind)?.objects ?? 0,
    }))
    .sort((x, y) => y.addedBytes - x.addedBytes)
    .slice(0, top)
}

export function readHeapSnapshot(file: string): RawSnapshot {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RawSnapshot
}
