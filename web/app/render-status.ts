import { createContext, useContext } from 'react'

/** Lets a page tell the server render its HTTP status (a not-found page answers 404). */
export interface TRenderStatus {
  status: number
}
export const RenderStatusContext = createContext<TRenderStatus | null>(null)

export function useRenderStatus(status: number): void {
  const box = useContext(RenderStatusContext)
  if (box) box.status = status
}
