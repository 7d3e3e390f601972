import { framePages } from '../page-frame.tsx'

export const PAGES = framePages(['help', 'guides', 'terms', 'actualTerms', 'aos'])
