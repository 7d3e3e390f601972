import { type NaverPeer, startNaverPeer } from './naver-peer.ts'
import { type OidcPeer, type PeerClient, startOidcPeer } from './oidc-peer.ts'

/** The three stand-ins and our app's clients at them. */
export interface SocialPeers {
  google: OidcPeer
  apple: OidcPeer
  naver: NaverPeer
  ours: { google: PeerClient; apple: PeerClient; naver: PeerClient }
  /** The environment that points an app at the three stand-ins. */
  env(): Record<string, string>
  close(): Promise<void>
}

export interface SocialPeersOptions {
  ports?: { google?: number; apple?: number; naver?: number }
  /** Clients of other apps the stand-ins also know (tests hand tokens issued to them to our app). */
  otherClients?: { google?: PeerClient[]; naver?: PeerClient[] }
}

/**
 * Starts loopback stand-ins for Google, Apple and Naver for an app whose public origin is `origin`: what
 * `npm start`, `npm run dev` (server/dev-identity-providers.ts) and `npm run cluster` run so that social
 * sign-in works without the internet or any provider account (development only), and what the tests and
 * journeys sign in at (server/testing/social/).
 */
export async function startSocialPeers(
  origin: string,
  options: SocialPeersOptions = {},
): Promise<SocialPeers> {
  const { ports = {}, otherClients = {} } = options
  // A loopback origin is reachable as localhost, 127.0.0.1 and [::1] alike: each may come back.
  const url = new URL(origin)
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  const origins = loopback
    ? ['localhost', '127.0.0.1', '[::1]'].map(
        (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
      )
    : [origin]
  const callback = (p: string) => origins.map((o) => `${o}/k/run/${p}auth/callback`)
  const ours = {
    google: {
      clientId: 'fernway-google',
      clientSecret: 'google-stand-in-secret',
      redirectUris: callback('google'),
    },
    apple: {
      clientId: 'com.fernway.signin',
      clientSecret: 'apple-stand-in-secret',
      redirectUris: callback('apple'),
    },
    naver: {
      clientId: 'fernway-naver',
      clientSecret: 'naver-stand-in-secret',
      redirectUris: callback('naver'),
    },
  }
  const google = await startOidcPeer({
    kind: 'google',
    clients: [ours.google, ...(otherClients.google ?? [])],
    port: ports.google,
  })
  const apple = await startOidcPeer({ kind: 'apple', clients: [ours.apple], port: ports.apple })
  const naver = await startNaverPeer({
    clients: [ours.naver, ...(otherClients.naver ?? [])],
    port: ports.naver,
  })
  return {
    google,
    apple,
    naver,
    ours,
    env: () => ({ ...google.env(ours.google), ...apple.env(ours.apple), ...naver.env(ours.naver) }),
    async close() {
      await Promise.all([google.close(), apple.close(), naver.close()])
    },
  }
}
