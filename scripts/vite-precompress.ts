import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 512
const TEXT = /\.(js|css|svg|json)$/

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every script and style sheet of the client build,
 * which the server sends to browsers that accept them (`preCompressed` in server/app.ts): the best
 * compression at no cost per request. Runs on the thread pool, so both cores share it.
 */
export function precompress(): Plugin {
  return {
    name: 'fernway-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client'
      const files = Object.keys(bundle).filter((name) => TEXT.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name)
          const data = await fs.readFile(file)
          if (data.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
