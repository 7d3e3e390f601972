import type { ComponentType } from 'react'
import { SlackCard } from '../approvals/slack-card.tsx'
import { ExpenseExportCard } from './expense-export-card.tsx'

/**
 * The integrations page's sections (hub page /integrations): each integration adds its own card here
 * (Slack approval notifications, the expense export), so that the page does not know them.
 */
export const INTEGRATION_SECTIONS: { key: string; View: ComponentType }[] = [
  { key: 'slack', View: SlackCard },
  { key: 'expenseExport', View: ExpenseExportCard },
]
