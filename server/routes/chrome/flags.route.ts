import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { FLAGS_PATH } from '../../../shared/pickers/picker-contract.ts'
import { notFound } from '../../http-error.ts'

const FLAG_DIR = path.resolve(import.meta.dirname, '../../../content/flags-svg')
const FLAG_FILE = /^([a-z]{2}(?:-[a-z]+)?)\.svg$/

/** content/flags-svg, read once as bytes, sent as they are: a handful of small drawings (decisions 025, 064). */
function loadFlags(): Map<string, Buffer> {
  const flags = new Map<string, Buffer>()
  for (const file of fs.readdirSync(FLAG_DIR)) {
    if (FLAG_FILE.test(file)) flags.set(file, fs.readFileSync(path.join(FLAG_DIR, file)))
  }
  return flags
}

/** Spec section 2: /res/images/flags-svg/{countryCode}.svg. An unknown flag is a 404 (the picker shows a placeholder). */
export async function flagRoutes(app: FastifyInstance) {
  const flags = loadFlags()
  app.get<{ Params: { file: string } }>(
    `${FLAGS_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const svg = flags.get(request.params.file)
      if (!svg) throw notFound('The flag')
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    },
  )
}
