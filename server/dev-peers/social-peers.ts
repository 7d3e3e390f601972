import { type NaverPeer, startNaverPeer } from './naver-peer.ts'
import { type OidcPeer, type PeerClient, startOidcPeer } from './oidc-peer.ts'

/** Our app's clients at the stand-ins, and another app's (for token-substitution tests). */
export interface SocialPeers {
  google: OidcPeer
  apple: OidcPeer
  naver: NaverPeer
  ours: { google: PeerClient; apple: PeerClient; naver: PeerClient }
  other: { google: PeerClient; naver: PeerClient }
  /** The environment that points an app at the three stand-ins. */
  env(): Record<string, string>
  close(): Promise<void>
}

/** Starts the three stand-ins on loopback for an app whose public origin is `origin`. */
export async function startSocialPeers(
  origin: string,
  ports: { google?: number; apple?: number; naver?: number } = {},
): Promise<SocialPeers> {
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
      clientSecret: 'google-secret-for-tests',
      redirectUris: callback('google'),
    },
    apple: {
      clientId: 'com.fernway.signin',
      clientSecret: 'apple-secret-for-tests',
      redirectUris: callback('apple'),
    },
    naver: {
      clientId: 'fernway-naver',
      clientSecret: 'naver-secret-for-tests',
      redirectUris: callback('naver'),
    },
  }
  const other = {
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
  }
  const google = await startOidcPeer({
    kind: 'google',
    clients: [ours.google, other.google],
    port: ports.google,
  })
  const apple = await startOidcPeer({ kind: 'apple', clients: [ours.apple], port: ports.apple })
  const naver = await startNaverPeer({ clients: [ours.naver, other.naver], port: ports.naver })
  return {
    google,
    apple,
    naver,
    ours,
    other,
    env: () => ({ ...google.env(ours.google), ...apple.env(ours.apple), ...naver.env(ours.naver) }),
    async close() {
      await Promise.all([google.close(), apple.close(), naver.close()])
    },
  }
}
