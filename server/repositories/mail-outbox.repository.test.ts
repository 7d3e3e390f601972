import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { everyTestDatabase, openTestDatabase, type TestDatabase } from '../testing/db/test-databases.ts'
import { createMailOutboxRepository } from './mail-outbox.repository.ts'

describe.each(everyTestDatabase())('mail outbox repository on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => database?.close())
  beforeEach(async () => createMailOutboxRepository(database.db).clear())

  it('stores mail and lists the most recent first, up to the limit, even within one clock tick', async () => {
    const outbox = createMailOutboxRepository(database.db)
    for (let n = 1; n <= 12; n++) {
      await outbox.insert({
        to: `p${n}@northwind.test`,
        subject: `S${n}`,
        text: `T${n}`,
        html: n === 11 ? null : `<p>${n}</p>`,
      })
    }
    const rows = await outbox.listRecent(12)
    expect(rows.map((r) => r.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `S${12 - i}`))
    expect(rows[0]).toMatchObject({
      to_address: 'p12@northwind.test',
      text_body: 'T12',
      html_body: '<p>12</p>',
    })
    expect(rows[1]?.html_body).toBeNull()
    expect(rows[0]?.created_at).toBeInstanceOf(Date)
    expect(await outbox.listRecent(2)).toEqual(rows.slice(0, 2))
  })

  it('clears everything', async () => {
    const outbox = createMailOutboxRepository(database.db)
    await outbox.insert({ to: 'a@northwind.test', subject: 's', text: 't', html: null })
    await outbox.clear()
    expect(await outbox.listRecent(50)).toEqual([])
  })
})
