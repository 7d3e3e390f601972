import type { ColumnType } from 'kysely'

/** Column types shared by the schema files (server/db/schema.ts and its parts). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>
// Generated<> around a ColumnType nests the two and selects the wrapper, not a Date: spell defaults out.
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
