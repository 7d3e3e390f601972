import crypto from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * The line Vite writes at the top of a chunk that has dynamic imports: every file those imports need
 * (the chunk, what it imports, their CSS), named once, which `__vite__mapDeps([3,7,...])` then picks from
 * at each import. Written after minification, always in this shape.
 */
const MAP_DEPS =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]\n]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/

/**
 * Decision 066. The entry's list named every chunk of the app (125 names, 1.8 KB gzip of our 13 KB of
 * initial code), though the first view imports none of them. This plugin:
 *
 * - moves the entry's list into a file of its own (`assets/preload-map-<hash>.json`), which the entry
 *   starts fetching as soon as it runs and which the first lazy import waits for. Vite's preload helper
 *   takes the list it is given; the entry's `__vite__mapDeps` now gives it a one-item stand-in whose
 *   `map` resolves the names from that file, so every file is still preloaded in parallel and a chunk's
 *   CSS still arrives before its code runs. A failed fetch is retried as a lazy chunk is;
 * - in every list, blanks what the page always has: the entry, its static imports (the framework, the
 *   runtime) and the entry's CSS, which the server inlines (without this, the first chunk that shares a
 *   module with the entry fetched that CSS again and applied it over the inlined copy).
 *
 * Indices stay as Vite wrote them and only the first line of a chunk changes, so source maps hold.
 */
export function entryPreloadMap(): Plugin {
  return {
    name: 'fernway-entry-preload-map',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []))
        const entry = chunks.find((c) => c.isEntry)
        if (!entry) return
        const always = new Set([entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])])
        for (const chunk of chunks) {
          const match = MAP_DEPS.exec(chunk.code)
          if (!match?.[1]) {
            if (chunk.code.includes('__vite__mapDeps')) {
              throw new Error(`${chunk.fileName} uses __vite__mapDeps in a shape this plugin does not know`)
            }
            continue
          }
          const names = (JSON.parse(match[1]) as string[]).map((name) => (always.has(name) ? '' : name))
          const rest = chunk.code.slice(match[0].length)
          if (chunk !== entry) {
            chunk.code = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(names)})))=>i.map(i=>d[i]).filter(Boolean);\n${rest}`
            continue
          }
          const source = JSON.stringify(names)
          const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)
          const fileName = `assets/preload-map-${hash}.json`
          this.emitFile({ type: 'asset', fileName, source })
          const url = JSON.stringify(`/${fileName}`)
          // Three tries, 200 and 400 ms apart, as for a lazy chunk; after that the next import starts again.
          const load = `const __fw_map=()=>__fw_map.p??=(async()=>{for(let n=0;;n++)try{const r=await fetch(${url});if(r.ok)return await r.json();throw Error(\`preload map \${r.status}\`)}catch(e){if(n>1){__fw_map.p=void 0;throw e}await new Promise(r=>setTimeout(r,200<<n))}})();__fw_map().catch(()=>{});`
          const deps =
            'const __vite__mapDeps=i=>({length:i.length,map:f=>[__fw_map().then(d=>Promise.all(i.map(k=>d[k]).filter(Boolean).map(f)))]});'
          chunk.code = `${load}${deps}\n${rest}`
        }
      },
    },
  }
}
