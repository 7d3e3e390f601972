import { viteDevAssets } from './plugins/vite-dev.ts'
import { startServer } from './start.ts'

// `npm run dev`: the server as `npm start` runs it, with pages from Vite's dev server (hot reload).
startServer(viteDevAssets)
