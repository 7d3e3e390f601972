import type { FastifyReply } from 'fastify'

const asIs = (payload: unknown) => payload as string

/**
 * Sends bytes made once (decision 064) with the given type. Fastify tells bytes from an object to
 * serialise by `payload.buffer instanceof ArrayBuffer`, which is false where another realm's ArrayBuffer
 * is the global (the web tests' jsdom runs this server in its process): a JSON type then made it
 * serialise the Buffer itself. A pass-through serializer takes the bytes as they are in any realm.
 */
export function sendBytes(reply: FastifyReply, type: string, bytes: Buffer): FastifyReply {
  return reply.type(type).serializer(asIs).send(bytes)
}
