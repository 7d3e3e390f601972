import { createContext, useContext } from 'react'
import { type ApprovalsApi, browserApprovalsApi } from '../../api/approvals.ts'

/** The approvals calls the views make: the browser's by default, a test's own client in tests. */
export const ApprovalsApiContext = createContext<() => ApprovalsApi>(browserApprovalsApi)

export const useApprovalsApi = () => useContext(ApprovalsApiContext)
