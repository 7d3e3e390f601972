import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

export type TPasskeyPurpose = 'login' | 'register'

export interface IssueChallenge {
  challengeHash: string
  groupHash: string
  purpose: TPasskeyPurpose
  userId: string | null
  expiresAt: Date
}

/** Single-use WebAuthn challenges, each bound to the browser (session group) that asked for it. */
export interface PasskeyChallengeRepository {
  issue(input: IssueChallenge, now: Date): Promise<void>
  /**
   * Marks the challenge used and returns it, only if it is this browser's, for this purpose, unused and
   * unexpired; in one statement, so two answers to one challenge cannot both pass.
   */
  consume(
    challengeHash: string,
    groupHash: string,
    purpose: TPasskeyPurpose,
    now: Date,
  ): Promise<{ userId: string | null } | null>
}

export function createPasskeyChallengeRepository(db: Kysely<DB>): PasskeyChallengeRepository {
  return {
    async issue(input, now) {
      // Expired challenges are of no use to anyone: each issue clears them (indexed by expiry).
      await db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute()
      await db
        .insertInto('passkey_challenges')
        .values({
          challenge_hash: input.challengeHash,
          group_hash: input.groupHash,
          purpose: input.purpose,
          user_id: input.userId,
          expires_at: input.expiresAt,
          created_at: now,
        })
        .execute()
    },
    async consume(challengeHash, groupHash, purpose, now) {
      const used = await db
        .updateTable('passkey_challenges')
        .set({ used_at: now })
        .where('challenge_hash', '=', challengeHash)
        .where('group_hash', '=', groupHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst()
      return used ? { userId: used.user_id } : null
    },
  }
}
