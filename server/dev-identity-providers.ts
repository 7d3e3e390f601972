import type { Logger } from 'pino'
import type { AppConfig } from './config.ts'
import { loadSocialConfig } from './social-config.ts'

export interface DevIdentityProviders {
  close(): Promise<void>
}

/**
 * Development only: starts the loopback stand-ins for Google, Apple and Naver beside the app and points
 * its social configuration at them, so a newcomer can try social sign-in without the internet or any
 * provider account (docs/tour.md, sign-in). Never in production: the configuration refuses it there, this
 * checks again, and the stand-ins' package (oidc-provider) is a development dependency only.
 */
export async function startDevIdentityProviders(
  config: AppConfig,
  logger: Logger,
): Promise<DevIdentityProviders | null> {
  if (config.env === 'production' || !config.social.devIdentityProviders) return null
  const { startSocialPeers } = await import('./dev-peers/social-peers.ts')
  const peers = await startSocialPeers(config.publicOrigin)
  config.social = {
    ...loadSocialConfig({ ...peers.env(), NODE_ENV: config.env }, false),
    devIdentityProviders: true,
  }
  logger.info(
    { google: peers.google.issuer, apple: peers.apple.issuer, naver: peers.naver.base },
    'social sign-in uses local stand-ins for Google, Apple and Naver (development only)',
  )
  return peers
}
