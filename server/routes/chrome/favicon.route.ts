import type { FastifyInstance } from 'fastify'

/** A small per-brand icon, drawn from the brand's validated colour tokens. */
export async function faviconRoutes(app: FastifyInstance) {
  const handler = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    const { colorPrimary, colorPrimaryText } = request.brand.tokens
    const letter = request.brand.displayName
      .charAt(0)
      .toUpperCase()
      .replace(/[^A-Z]/, 'F')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colorPrimary}"/><text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${colorPrimaryText}">${letter}</text></svg>`
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'host')
      .send(svg)
  }
  // An image, not part of the API.
  const hidden = { schema: { hide: true } }
  app.get('/favicon.svg', hidden, handler)
  app.get('/favicon.ico', hidden, handler)
}
