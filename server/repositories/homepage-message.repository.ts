import type { Kysely } from 'kysely'
import type { THomepageMessage } from '../../shared/business/homepage-messages-schemas.ts'
import type { DB } from '../db/schema.ts'
import { removeCompanyRow, updateCompanyRow } from './company-rows.ts'
import { isUuid } from './ids.ts'

export type HomepageMessageFields = Omit<THomepageMessage, 'id'>

/** A company's homepage messages (decision 057). Every statement names the company. */
export interface HomepageMessageRepository {
  list(companyId: string): Promise<THomepageMessage[]>
  find(companyId: string, id: string): Promise<THomepageMessage | null>
  /** Those shown on the day to a member of these groups, newest start first. */
  current(
    companyId: string,
    day: string,
    groupIds: readonly string[],
    limit: number,
  ): Promise<THomepageMessage[]>
  insert(companyId: string, createdBy: string, fields: HomepageMessageFields): Promise<string>
  update(companyId: string, id: string, fields: HomepageMessageFields): Promise<boolean>
  remove(companyId: string, id: string): Promise<boolean>
}

export function createHomepageMessageRepository(db: Kysely<DB>): HomepageMessageRepository {
  const base = (companyId: string) =>
    db
      .selectFrom('homepage_messages')
      .select([
        'id',
        'title',
        'body',
        'audience',
        'group_ids as groupIds',
        'starts_on as startsOn',
        'ends_on as endsOn',
      ])
      .where('company_id', '=', companyId)
  const columns = (f: HomepageMessageFields) => ({
    title: f.title,
    body: f.body,
    audience: f.audience,
    group_ids: f.groupIds,
    starts_on: f.startsOn,
    ends_on: f.endsOn,
  })
  return {
    list: (companyId) => base(companyId).orderBy('starts_on', 'desc').orderBy('created_at', 'desc').execute(),
    async find(companyId, id) {
      if (!isUuid(id)) return null
      return (await base(companyId).where('id', '=', id).executeTakeFirst()) ?? null
    },
    async current(companyId, day, groupIds, limit) {
      const rows = await base(companyId)
        .where('starts_on', '<=', day)
        .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', day)]))
        .orderBy('starts_on', 'desc')
        .orderBy('created_at', 'desc')
        .execute()
      return rows
        .filter((m) => m.audience === 'everyone' || m.groupIds.some((g) => groupIds.includes(g)))
        .slice(0, limit)
    },
    async insert(companyId, createdBy, fields) {
      const row = await db
        .insertInto('homepage_messages')
        .values({ company_id: companyId, created_by: createdBy, ...columns(fields) })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    update: (companyId, id, fields) =>
      updateCompanyRow(db, 'homepage_messages', companyId, id, columns(fields)),
    remove: (companyId, id) => removeCompanyRow(db, 'homepage_messages', companyId, id),
  }
}
