import { useQuery } from '@tanstack/react-query'
import { approvalEndpoints } from '../../api/endpoints.gen.ts'
import { Queries } from '../../api/query-client.tsx'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useApprovalsApi } from './approvals-api-context.tsx'

function PendingCount() {
  const { t } = useTranslation()
  const api = useApprovalsApi()
  // Nothing shows until it answers (the server render has no session client), nor when nothing waits.
  const { data } = useQuery({
    queryKey: apiKey(approvalEndpoints.pendingCount.path),
    queryFn: () => api().pendingCount(),
  })
  if (!data || data.pending === 0) return null
  return (
    <span className="fw-hub-count">
      {t(data.more ? 'businessHub.root.waitingMany' : 'businessHub.root.waiting', { count: data.pending })}
    </span>
  )
}

/** How many trips wait for the member's decision, on the hub's "Trips to approve" card. */
export function PendingApprovals() {
  return (
    <Queries>
      <PendingCount />
    </Queries>
  )
}
