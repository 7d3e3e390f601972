import crypto from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { createSessionRepository } from '../../server/repositories/session.repository.ts'
import { createUserRepository } from '../../server/repositories/user.repository.ts'
import { createSignedInGroup } from '../../server/services/session.service.ts'
import type { RunningSite } from './site.ts'

export interface GroupMember {
  email: string
  businessMode: boolean
  /**
   * The session has proven a second factor, as /business/verify records it. Journeys about something
   * else start here; proving it is the subject of its own journey (an admin verifies a second factor).
   */
  secondFactorProven?: boolean
}

/**
 * Signs a browser in as the server would: one group whose active session is the first member, the
 * others signed in beside it (the account switcher's list). Returns each member's tokenId.
 */
export async function signInBrowser(
  site: RunningSite,
  context: BrowserContext,
  members: [GroupMember, ...GroupMember[]],
): Promise<string[]> {
  const { secret, tokenIds } = await signedInGroup(site, members)
  await context.addCookies([{ name: 'fw_sg', value: secret, url: site.origin }])
  return tokenIds
}

/** The group signInBrowser makes, for a client that sets the cookie itself (the browser benchmarks). */
export async function signedInGroup(
  site: Pick<RunningSite, 'database'>,
  members: [GroupMember, ...GroupMember[]],
): Promise<{ secret: string; tokenIds: string[] }> {
  const users = createUserRepository(site.database.db)
  const sessions = createSessionRepository(site.database.db)
  const userId = async (email: string) => {
    const user = await users.findByEmail(email)
    if (!user) throw new Error(`no demo user ${email}`)
    return user.id
  }
  const [first, ...others] = members
  const group = await createSignedInGroup(sessions, {
    userId: await userId(first.email),
    businessMode: first.businessMode,
    sticky: false,
  })
  const tokenIds = [group.sessionId]
  for (const member of others) {
    const id = crypto.randomBytes(16).toString('base64url')
    await sessions.createSession({
      id,
      group_id: group.groupId,
      user_id: await userId(member.email),
      business_mode: member.businessMode,
      active: false,
      sticky: false,
      expires_at: group.expiresAt,
    })
    tokenIds.push(id)
  }
  const proven = tokenIds.filter((_, i) => members[i]?.secondFactorProven)
  if (proven.length > 0)
    await site.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date() })
      .where('id', 'in', proven)
      .execute()
  return { secret: group.secret, tokenIds }
}
