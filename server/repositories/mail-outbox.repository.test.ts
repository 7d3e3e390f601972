import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../db/test-databases.ts'
import { createMailOutboxRepository } from './mail-outbox.repository.ts'

describe.each(testDatabaseKinds())('mail outbox repository on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())
  beforeEach(async () => createMailOutboxRepository(database.db).clear())

  it('stores mail and lists the most recent first, up to the limit', async () => {
    const outbox = createMailOutboxRepository(database.db)
    for (const n of [1, 2, 3]) {
      await outbox.insert({
        to: `p${n}@northwind.test`,
        subject: `S${n}`,
        text: `T${n}`,
        html: n === 2 ? null : `<p>${n}</p>`,
      })
    }
    const rows = await outbox.listRecent(2)
    expect(rows.map((r) => r.to_address)).toEqual(['p3@northwind.test', 'p2@northwind.test'])
    expect(rows[0]).toMatchObject({ subject: 'S3', text_body: 'T3', html_body: '<p>3</p>' })
    expect(rows[1]?.html_body).toBeNull()
    expect(rows[0]?.created_at).toBeInstanceOf(Date)
  })

  it('clears everything', async () => {
    const outbox = createMailOutboxRepository(database.db)
    await outbox.insert({ to: 'a@northwind.test', subject: 's', text: 't', html: null })
    await outbox.clear()
    expect(await outbox.listRecent(50)).toEqual([])
  })
})
