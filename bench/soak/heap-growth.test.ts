import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { afterAll, describe, expect, it } from 'vitest'
import { heapGrowth, readHeapSnapshot } from './heap-growth.ts'

class LeakProbe {
  readonly n: number
  constructor(n: number) {
    this.n = n
  }
}

describe('heap growth between two snapshots', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-heap-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('names the kind of object that was kept, with how many', () => {
    const kept: LeakProbe[] = []
    const before = readHeapSnapshot(v8.writeHeapSnapshot(path.join(dir, 'before.heapsnapshot')))
    for (let i = 0; i < 20_000; i++) kept.push(new LeakProbe(i))
    const after = readHeapSnapshot(v8.writeHeapSnapshot(path.join(dir, 'after.heapsnapshot')))
    const rows = heapGrowth(before, after, 50)
    const probe = rows.find((r) => r.kind === 'object:LeakProbe')
    expect(probe?.addedObjects).toBe(20_000)
    expect(probe?.objectsNow).toBe(20_000)
    expect(probe?.addedBytes).toBeGreaterThan(20_000 * 8)
    expect(rows.map((r) => r.addedBytes)).toEqual([...rows.map((r) => r.addedBytes)].sort((a, b) => b - a))
    expect(kept).toHaveLength(20_000)
  })
})
