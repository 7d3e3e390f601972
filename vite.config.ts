import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { brandLogos } from './scripts/vite-brand-logos.ts'
import { messageSections } from './scripts/vite-message-sections.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { entryPreloadMap } from './scripts/vite-preload-map.ts'

/**
 * Two builds from one config: the client (hashed, immutable assets plus a manifest the server reads)
 * and, with --ssr, the render bundle the server loads by path (dist/ssr/entry-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The client's entry keeps its chunk names out of the first download, and its files get brotli and gzip
  // copies that the server sends (decision 066).
  plugins: [
    react(),
    messageSections(),
    brandLogos(),
    ...(isSsrBuild ? [] : [entryPreloadMap(), precompress()]),
  ],
  // The render bundle carries its own production React, whatever NODE_ENV the server runs under: React's
  // development build renders several times slower, and the browser gets the production build too.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
      }
    : {}),
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: true,
        target: 'node24',
        // The render bundle imports islands statically on purpose (decision 023); only the client splits them.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        cssCodeSplit: true,
        rolldownOptions: {
          input: 'web/entry-client.tsx',
          // The precompression's seconds are expected; their timing report would only be noise in CI logs.
          checks: { bundlerTimings: false },
          // The framework in a chunk of its own: cached across releases, and measured apart from our code.
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              ],
            },
          },
        },
      },
}))
