import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Smaller answers fit in a packet or two with their headers: compressing them saves too little. */
export const API_COMPRESSION_FROM_BYTES = 1024

/**
 * The API's JSON answers compressed on the way out, gzip or brotli as the client takes them, from 1 KB up
 * (decision 106). Pages come compressed from the page route, once per cached page (decisions 066, 073),
 * and scripts and styles from the build: a reply that already has a content-encoding is left alone, and
 * only JSON is taken. Routes whose answers carry a validator of their bytes (an ETag) opt out with
 * `compress: false`, since each encoding would need its own, and so do answers made once for a
 * throughput budget (decision 064). Request bodies are not decompressed.
 */
async function apiCompression(app: FastifyInstance) {
  await app.register(compress, {
    // gzip first: on these answers brotli saved 3-5 % more bytes (under 100) for about half as much
    // again of the server's time. A client that takes brotli only gets brotli.
    encodings: ['gzip', 'br'],
    threshold: API_COMPRESSION_FROM_BYTES,
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    globalDecompression: false,
    // In one call up to 64 KB (the library's default on two cores is 8 KB): a stream with a brotli
    // encoder of its own cost a 13 KB stay search 450 µs of CPU against 100 µs in one call (decision 106).
    syncThreshold: 64 * 1024,
    // Quality 4 (the library's default) in text mode.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
  })
}

export default fp(apiCompression, { name: 'api-compression' })
