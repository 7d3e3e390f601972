import { sql } from 'kysely'
import type { TestApp } from '../test-app.ts'

/**
 * Tables a request writes even when it is refused, by design; every other table must stay as it was
 * after a refusal. Each entry says why it may move.
 */
export const WRITTEN_BY_REFUSALS: Readonly<Record<string, string>> = {
  // Failed sign-ins count against the account and the address (ASVS 2.4.1 brute-force throttle): a
  // refused password is exactly what this table records.
  login_throttle: 'failed sign-in counters',
  // Support staff's trail (decision 021): a refused impersonation start, and an action refused to an
  // impersonated session, are recorded as such.
  impersonation_audit: 'refused starts and actions of support staff',
  // The fuzzer's own log of changes (below).
  fuzz_changes: 'this log',
}

/** Columns that move on any request of a signed-in browser, whatever the answer. */
export const MOVING_COLUMNS: readonly string[] = [
  // Keeping a session alive moves its last-seen time (idle timeout, ASVS 3.3.2) on every call.
  'last_seen_at',
]

/**
 * Records every committed change to a row of the app's tables in `fuzz_changes`, on this test database
 * only: a trigger on each table (but WRITTEN_BY_REFUSALS) logs inserts, deletes, and updates that change
 * more than MOVING_COLUMNS. A change rolled back leaves no entry. Reading the log after a request costs
 * one small query, where a digest of every table cost about 30 ms on PGlite; `stateDigest` below stays
 * as the slow, independent check of the same thing at the ends of the run.
 */
export async function recordChanges(t: TestApp): Promise<void> {
  const db = t.database.db
  await sql`create table fuzz_changes (id bigserial primary key, table_name text not null, op text not null)`.execute(
    db,
  )
  await sql`create function fuzz_log_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (to_jsonb(old) - ${sql.lit(MOVING_COLUMNS[0])}) = (to_jsonb(new) - ${sql.lit(MOVING_COLUMNS[0])}) then
        return null;
      end if;
      insert into fuzz_changes (table_name, op) values (tg_table_name, tg_op);
      return null;
    end $$`.execute(db)
  for (const table of await appTables(t))
    await sql`create trigger fuzz_log_change after insert or update or delete on ${sql.id(table)}
      for each row execute function fuzz_log_change()`.execute(db)
}

/** The log's last entry (0 when empty): read from the end of its index, however long the log. */
export async function changeLogEnd(t: TestApp): Promise<number> {
  const rows = await sql<{ last: string | null }>`select max(id)::text as last from fuzz_changes`.execute(
    t.database.db,
  )
  return Number(rows.rows[0]?.last ?? 0)
}

/**
 * Gives the planner the log's statistics. PGlite runs no autovacuum, so without this it never learns
 * them and guesses that `id > $1` matches a third of the rows: it scanned the whole log after every
 * request, and a full-size walk slowed from about 6 to 50 s a route as the log grew. With statistics it
 * reads the index's actual end and walks only the new entries. Called once a route.
 */
export async function analyzeChangeLog(t: TestApp): Promise<void> {
  await sql`analyze fuzz_changes`.execute(t.database.db)
}

/** The tables changed since the log's entry `since`, and the log's last entry. */
export async function changesSince(t: TestApp, since: number): Promise<{ tables: string[]; last: number }> {
  const rows = await sql<{ table_name: string; last: string }>`
    select table_name, max(id)::text as last from fuzz_changes where id > ${since} group by table_name`.execute(
    t.database.db,
  )
  return {
    tables: rows.rows.map((r) => r.table_name).sort(),
    last: Math.max(since, ...rows.rows.map((r) => Number(r.last))),
  }
}

async function appTables(t: TestApp): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    t.database.db,
  )
  return rows.rows.map((r) => r.table_name).filter((name) => !(name in WRITTEN_BY_REFUSALS))
}

/**
 * A digest of everything stored, table by table, less WRITTEN_BY_REFUSALS and MOVING_COLUMNS, taken
 * independently of the triggers: before and after a run of requests that were all refused, it must
 * not differ.
 */
export async function stateDigest(t: TestApp): Promise<Map<string, string>> {
  const tables = await sql<{ table_name: string; columns: string }>`
    select table_name, string_agg(quote_ident(column_name), ', ' order by column_name) as columns
    from information_schema.columns
    where table_schema = current_schema() and not (column_name = any(${[...MOVING_COLUMNS]}))
    group by table_name order by table_name`.execute(t.database.db)
  const parts = tables.rows
    .filter((r) => !(r.table_name in WRITTEN_BY_REFUSALS))
    .map(
      ({ table_name, columns }) =>
        sql`select ${table_name}::text as name, md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as digest
          from (select ${sql.raw(columns)} from ${sql.id(table_name)}) r`,
    )
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
    t.database.db,
  )
  return new Map(rows.rows.map((r) => [r.name, r.digest]))
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort()
}
