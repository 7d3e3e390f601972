// entry-server.tsx and chrome-islands.tsx import the footer from here; it lives in ./footer/.
export { Footer } from './footer/page-footer.tsx'
