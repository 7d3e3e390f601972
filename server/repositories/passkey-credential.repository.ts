import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'

export interface PasskeyCredentialRow {
  id: string
  userId: string
  credentialId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  deviceType: 'singleDevice' | 'multiDevice'
  backedUp: boolean
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

export interface NewPasskeyCredential
  extends Pick<
    PasskeyCredentialRow,
    'userId' | 'credentialId' | 'publicKey' | 'counter' | 'deviceType' | 'backedUp' | 'name'
  > {
  aaguid: string | null
}

/** Passkeys and their owners. Every call that changes one names its owner: nobody else's row moves. */
export interface PasskeyCredentialRepository {
  listForUser(userId: string): Promise<PasskeyCredentialRow[]>
  findByCredentialId(credentialId: string): Promise<PasskeyCredentialRow | null>
  /** null when the credential id is taken already (registered before, by anyone). */
  insert(input: NewPasskeyCredential, now: Date): Promise<PasskeyCredentialRow | null>
  /** Raises the counter after a good assertion; false when it did not rise (a concurrent or cloned use). */
  recordUse(id: string, counter: number, backedUp: boolean, now: Date): Promise<boolean>
  rename(userId: string, id: string, name: string): Promise<PasskeyCredentialRow | null>
  remove(userId: string, id: string): Promise<boolean>
  /** The account's WebAuthn user handle, made (random) on first use. */
  userHandle(userId: string): Promise<string>
  /** The account a user handle names, if any. */
  userForHandle(handle: string): Promise<string | null>
}

const COLUMNS = [
  'id',
  'user_id as userId',
  'credential_id as credentialId',
  'public_key as publicKey',
  'counter',
  'device_type as deviceType',
  'backed_up as backedUp',
  'name',
  'created_at as createdAt',
  'last_used_at as lastUsedAt',
] as const

type Raw = Omit<PasskeyCredentialRow, 'counter' | 'publicKey'> & {
  counter: string | number | bigint
  publicKey: Uint8Array
}

/** pg hands bigint over as a string, PGlite as a number. */
function row(raw: Raw): PasskeyCredentialRow {
  return { ...raw, counter: Number(raw.counter), publicKey: new Uint8Array(raw.publicKey) }
}

export function createPasskeyCredentialRepository(db: Kysely<DB>): PasskeyCredentialRepository {
  return {
    async listForUser(userId) {
      const rows = await db
        .selectFrom('passkey_credentials')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(row)
    },
    async findByCredentialId(credentialId) {
      const found = await db
        .selectFrom('passkey_credentials')
        .select(COLUMNS)
        .where('credential_id', '=', credentialId)
        .executeTakeFirst()
      return found ? row(found) : null
    },
    async insert(input, now) {
      const created = await db
        .insertInto('passkey_credentials')
        .values({
          user_id: input.userId,
          credential_id: input.credentialId,
          public_key: input.publicKey,
          counter: input.counter,
          device_type: input.deviceType,
          backed_up: input.backedUp,
          aaguid: input.aaguid,
          name: input.name,
          created_at: now,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returning(COLUMNS)
        .executeTakeFirst()
      return created ? row(created) : null
    },
    async recordUse(id, counter, backedUp, now) {
      const result = await db
        .updateTable('passkey_credentials')
        .set({ counter, backed_up: backedUp, last_used_at: now })
        .where('id', '=', id)
        // Authenticators that keep no counter report 0 every time; any other counter must rise.
        .where('counter', counter === 0 ? '=' : '<', counter)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    async rename(userId, id, name) {
      if (!isUuid(id)) return null
      const renamed = await db
        .updateTable('passkey_credentials')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst()
      return renamed ? row(renamed) : null
    },
    async remove(userId, id) {
      if (!isUuid(id)) return false
      const result = await db
        .deleteFrom('passkey_credentials')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },
    async userHandle(userId) {
      await db
        .insertInto('passkey_user_handles')
        .values({ user_id: userId, handle: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      const found = await db
        .selectFrom('passkey_user_handles')
        .select('handle')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return found.handle
    },
    async userForHandle(handle) {
      const found = await db
        .selectFrom('passkey_user_handles')
        .select('user_id')
        .where('handle', '=', handle)
        .executeTakeFirst()
      return found?.user_id ?? null
    },
  }
}
