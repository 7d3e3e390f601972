import { createContext, useContext } from 'react'
import type { GuidesApi } from '../../api/guides.ts'

export const GuidesApiContext = createContext<GuidesApi | null>(null)

export function useGuidesApi(): GuidesApi {
  const api = useContext(GuidesApiContext)
  if (!api) throw new Error('GuidesApiContext is missing')
  return api
}

export const GUIDEBOOKS_KEY = ['guidebooks'] as const
