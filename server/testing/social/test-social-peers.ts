import type { PeerClient } from '../../dev-peers/oidc-peer.ts'
import { type SocialPeers, startSocialPeers } from '../../dev-peers/social-peers.ts'

/** Another app's clients at the stand-ins, whose tokens our app must refuse (token substitution). */
export const OTHER_APP_CLIENTS = {
  google: {
    clientId: 'another-app',
    clientSecret: 'another-secret',
    redirectUris: ['http://127.0.0.1:9/cb'],
  },
  naver: {
    clientId: 'another-naver-app',
    clientSecret: 'another-secret',
    redirectUris: ['http://127.0.0.1:9/cb'],
  },
} satisfies Record<string, PeerClient>

export interface TestSocialPeers extends SocialPeers {
  other: typeof OTHER_APP_CLIENTS
}

/** The development stand-ins (server/dev-peers/), knowing another app's clients as well. */
export async function startTestSocialPeers(origin: string): Promise<TestSocialPeers> {
  const other = OTHER_APP_CLIENTS
  const peers = await startSocialPeers(origin, {
    otherClients: { google: [other.google], naver: [other.naver] },
  })
  return { ...peers, other }
}
