import { framePages } from '../page-frame.tsx'

export const PAGES = framePages(['trips'])
