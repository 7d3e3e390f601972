import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RelyingParty } from '../../services/passkey/passkey.service.ts'

/**
 * The RP ID and origins a ceremony is checked against. Configured ones win (WEBAUTHN_RP_ID,
 * WEBAUTHN_ORIGINS). Otherwise the host of PUBLIC_ORIGIN or of a configured brand host the request came
 * to, with that host's own origin (its port included, so `npm start` and a test site on any port work);
 * any other Host header gets PUBLIC_ORIGIN's, which a browser elsewhere can never answer for.
 */
export function relyingPartyFor(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const { config } = app
  const name = request.brand.displayName
  if (config.webauthnRpId) {
    const origins = config.webauthnOrigins.length ? config.webauthnOrigins : [config.publicOrigin]
    return { id: config.webauthnRpId, name, origins }
  }
  const publicUrl = new URL(config.publicOrigin)
  const host = request.hostname.toLowerCase()
  if (host !== publicUrl.hostname && config.brandHosts[host] === undefined) {
    return { id: publicUrl.hostname, name, origins: [config.publicOrigin] }
  }
  // Through URL, so a default port is dropped as browsers drop it (http://localhost:80 → http://localhost).
  const origin = new URL(`${publicUrl.protocol}//${request.host.toLowerCase()}`).origin
  return { id: host, name, origins: [origin] }
}
