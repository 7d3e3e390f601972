/** Parts of en.json cut at build time (see catalogue-sections.ts and scripts/vite-message-sections.ts). */
declare module 'virtual:fw-messages/*' {
  import type { TCatalogue } from './catalogue-sections.ts'

  const messages: TCatalogue
  export default messages
}
