/**
 * npm run bench -- first-view: the first view's weight. Each page's HTML as the built site sends it
 * (signed out, as a traveller, as Northwind's admin with a proven second factor): the bytes on the wire
 * to a browser taking brotli and to one taking gzip only (the server compresses pages as it sends them,
 * decision 066), and brotli 11 for reference, against the 14 KB budget; then the initial JavaScript and
 * CSS of the build (bench/bundle-budget.ts, also checked by every `npm test`). Builds nothing: run
 * `npm run build` first.
 */
import http from 'node:http'
import path from 'node:path'
import { BUDGETS, brotliSize, measureBundle, preloadMapBytes } from '../bundle-budget.ts'
import {
  ADMIN,
  machineState,
  markdownTable,
  signedInSecret,
  startBenchSite,
  TRAVELLER,
} from './bench-site.ts'

export const FIRST_VIEW_PAGES = [
  { name: 'home page', path: '/' },
  { name: '/trips', path: '/trips' },
  { name: '/help', path: '/help' },
  { name: 'business admin hub', path: '/business' },
] as const

/** The body's bytes as sent (not decoded), with its status. */
function served(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const site = await startBenchSite()
try {
  const visitors = [
    { who: 'signed out', cookie: '' },
    { who: 'traveller', cookie: `fw_sg=${await signedInSecret(site, TRAVELLER)}` },
    { who: 'admin (2nd factor)', cookie: `fw_sg=${await signedInSecret(site, ADMIN)}` },
  ]
  const rows: Array<Array<string | number>> = []
  for (const page of FIRST_VIEW_PAGES) {
    for (const visitor of visitors) {
      const cookie: Record<string, string> = visitor.cookie ? { cookie: visitor.cookie } : {}
      const url = `${site.origin}${page.path}`
      const plain = await served(url, cookie)
      const br = await served(url, { ...cookie, 'accept-encoding': 'br, gzip' })
      const gz = await served(url, { ...cookie, 'accept-encoding': 'gzip' })
      rows.push([
        page.name,
        visitor.who,
        plain.status,
        plain.bytes.length,
        br.bytes.length,
        gz.bytes.length,
        brotliSize(plain.bytes),
        br.bytes.length <= BUDGETS.firstViewHtmlCompressed ? 'ok' : '**OVER**',
      ])
    }
  }
  const bundle = measureBundle(path.resolve('dist'))
  const map = preloadMapBytes(path.resolve('dist'))
  console.log(`\nFirst view, ${machineState()}\n`)
  console.log(
    markdownTable(
      [
        'Page',
        'Visitor',
        'Status',
        'HTML bytes',
        'sent, br',
        'sent, gzip',
        'brotli 11',
        `budget ${BUDGETS.firstViewHtmlCompressed}`,
      ],
      rows,
    ),
  )
  console.log()
  const verdict = (value: number, budget: number) => `${budget} ${value <= budget ? 'ok' : '**OVER**'}`
  console.log(
    markdownTable(
      ['Initial download (gzip -9)', 'bytes', 'brotli', 'budget'],
      [
        [
          `initial JS, all (${bundle.initialFiles.length} files)`,
          bundle.initialJsGzip,
          bundle.initialJsBrotli,
          verdict(bundle.initialJsGzip, BUDGETS.initialJsGzip),
        ],
        [
          'of which framework',
          bundle.frameworkJsGzip,
          '',
          verdict(bundle.frameworkJsGzip, BUDGETS.frameworkJsGzip),
        ],
        ['of which our code', bundle.appJsGzip, '', verdict(bundle.appJsGzip, BUDGETS.appJsGzip)],
        [`of which chunk names in the entry's preload map (${map.names})`, map.gzip, '', '—'],
        ['initial CSS (inlined in the page)', bundle.initialCssGzip, '', 'in the HTML budget'],
      ],
    ),
  )
} finally {
  await site.close()
}
