import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import type { TestApp } from '../test-app.ts'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

export const uuidsIn = (text: string): string[] => (text.match(UUID) ?? []).map((u) => u.toLowerCase())

/** Names of the test kit that every company shares, and so identify none. */
const COMMON_NAMES = new Set(['test', 'user', 'sam', 'casey', 'okoye'])

/**
 * What identifies a company's data in an answer: every uuid in the rows of every table with a
 * `company_id` (found in the catalogue, so tables added later count too), its name and domains, its
 * members' e-mails and distinctive names. Less whatever `shared` (the other company's) also holds:
 * a value both companies hold belongs to neither.
 */
export async function tenantData(t: TestApp, companyId: string): Promise<Set<string>> {
  const db = t.database.db
  const found = new Set<string>()
  const tables = await sql<{ table_name: string }>`
    select distinct table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'company_id'`.execute(db)
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`
      select r::text as row from ${sql.id(table_name)} r where company_id = ${companyId}`.execute(db)
    for (const { row } of rows.rows) for (const id of uuidsIn(row)) found.add(id)
  }
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'email_domains'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  found.add(company.id)
  found.add(company.name)
  for (const domain of company.email_domains) found.add(domain)
  const members = await db
    .selectFrom('business_profiles')
    .innerJoin('users', 'users.id', 'business_profiles.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name'])
    .where('business_profiles.company_id', '=', companyId)
    .execute()
  for (const m of members) {
    found.add(m.id)
    found.add(m.email)
    for (const name of [m.first_name, m.last_name])
      if (name && name.length >= 5 && !COMMON_NAMES.has(name.toLowerCase())) found.add(name)
  }
  return found
}

/**
 * The values of `data` an answer shows (body and Location), case-insensitively, leaving out what the
 * request itself sent: an error may repeat the caller's own input ("not a domain of your company: …").
 */
export function leaked(
  res: LightMyRequestResponse,
  data: ReadonlySet<string>,
  request?: InjectOptions,
): string[] {
  const shown = `${res.body}\n${res.headers.location ?? ''}`.toLowerCase()
  const sent = request ? requestText(request).toLowerCase() : ''
  return [...data].filter((value) => {
    const v = value.toLowerCase()
    return shown.includes(v) && !sent.includes(v)
  })
}

/** Without what both hold. */
export function only(mine: ReadonlySet<string>, theirs: ReadonlySet<string>): Set<string> {
  return new Set([...mine].filter((value) => !theirs.has(value)))
}

/**
 * Whether a request names another company's things: a path parameter, a uuid in the query or
 * body (a refusal may then be a 400 naming the bad reference), or only an e-mail address or domain
 * of that company (which a route may answer as it does unknown addresses, so as not to tell).
 */
export type NamedIds = 'path' | 'body' | 'mail' | 'none'

/** Path parameters that name a kind of thing from a fixed list (a policy's vertical), never a company's row. */
const KIND_PARAMS = /\/:vertical(?=\/|$)/g

export function namedIds(routeUrl: string, request: InjectOptions, domain: string): NamedIds {
  if (routeUrl.replace(KIND_PARAMS, '').includes('/:')) return 'path'
  const text = requestText(request)
  if (uuidsIn(text).length > 0) return 'body'
  return text.toLowerCase().includes(domain.toLowerCase()) ? 'mail' : 'none'
}

/** A request's url as a string (light-my-request also takes its parts). */
export function urlOf(request: InjectOptions): string {
  const url = request.url ?? ''
  if (typeof url === 'string') return url
  const pairs = Object.entries(url.query ?? {}).flatMap(([k, v]) => [v].flat().map((one) => [k, one]))
  const query = typeof url.query === 'string' ? url.query : new URLSearchParams(pairs).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

function requestText(request: InjectOptions): string {
  return `${urlOf(request)} ${JSON.stringify(request.query ?? '')} ${payloadText(request.payload)}`
}

function payloadText(payload: InjectOptions['payload']): string {
  if (payload === undefined || payload === null) return ''
  if (typeof payload === 'string') return payload
  if (Buffer.isBuffer(payload)) return payload.toString('latin1')
  // A stream is read by the request itself; what it names cannot be told beforehand.
  if (typeof (payload as { pipe?: unknown }).pipe === 'function') return ''
  return JSON.stringify(payload)
}

/** What a caller of another company may get, per kind of request. */
export function foreignStatuses(kind: NamedIds, ownAnswer: number): number[] {
  switch (kind) {
    case 'path':
      return [403, 404]
    case 'body':
      return [400, 403, 404]
    case 'mail':
      return [ownAnswer, 400, 403, 404]
    case 'none':
      return [ownAnswer]
  }
}
