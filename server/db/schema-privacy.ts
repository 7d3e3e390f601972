import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, DefaultedTimestamp, Timestamp } from './column-types.ts'

/** The privacy tables (migration 010, decision 028); schema.ts lists them in DB. */
/** Consent records (010): append-only proof of every consent action; the id is the browser's consent id. */
export interface ConsentRecordsTable {
  id: string
  subject_id: string
  user_id: string | null
  kind: 'categories' | 'iab_tcf' | 'data_sharing' | 'two_party' | 'data_transfer' | 'cookies_notice'
  action:
    | 'accept_all'
    | 'reject'
    | 'partial'
    | 'withdraw'
    | 'gpc_auto'
    | 'acknowledge'
    | 'opt_out'
    | 'opt_in'
    | 'log'
  categories: ColumnType<string[], string[] | undefined, never>
  tc_string: string | null
  ac_string: string | null
  allow_data_sharing: boolean | null
  gpc: ColumnType<boolean, boolean | undefined, never>
  regulation: string
  site: string
  cmp_id: number | null
  cmp_version: number | null
  ui_version: string
  text_version: string | null
  vendor_list_version: number | null
  tcf_policy_version: number | null
  policy_version: string
  locale: string
  ip_truncated: string | null
  recorded_at: CreatedAt
}

/** A signed-in visitor's current privacy choices (010), following the account across devices. */
export interface PrivacyPreferencesTable {
  user_id: string
  categories: string[] | null
  categories_at: Timestamp | null
  allow_data_sharing: boolean | null
  gpc: Generated<boolean>
  tc_string: string | null
  ac_string: string | null
  vendor_list_version: number | null
  tcf_at: Timestamp | null
  two_party_version: string | null
  data_transfer_version: string | null
  updated_at: DefaultedTimestamp
}

type Json<T> = ColumnType<T, string, string>

/** Imported Global Vendor Lists (037, decision 103); the bundled ones stay in content/iab. */
export interface IabVendorListsTable {
  version: number
  list: Json<unknown>
  vendor_count: number
  imported_at: CreatedAt
}

/** The purpose translations imported with a list (037), one row per language. */
export interface IabPurposeTranslationsTable {
  version: number
  language: string
  translation: Json<unknown>
}
