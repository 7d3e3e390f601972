import { createContext, useContext } from 'react'
import { GUIDES_API_PATHS } from '../../../shared/guides/guides-contract.ts'
import type { GuidesApi } from '../../api/guides.ts'
import { apiKey } from '../../api/query-keys.ts'

export const GuidesApiContext = createContext<GuidesApi | null>(null)

export function useGuidesApi(): GuidesApi {
  const api = useContext(GuidesApiContext)
  if (!api) throw new Error('GuidesApiContext is missing')
  return api
}

export const GUIDEBOOKS_KEY = apiKey(GUIDES_API_PATHS.guidebooks)
