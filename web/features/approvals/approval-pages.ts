// The approvals hub's pages, one chunk for the four (decision 055).
export { ApprovalQueuePage } from './approval-queue-page.tsx'
export { ApprovalSettingsPage } from './approval-settings-page.tsx'
export { ApprovalsHubPage } from './approvals-hub-page.tsx'
export { ApproversPage } from './approvers-page.tsx'
