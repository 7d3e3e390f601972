/** The company's files and messages in the business hub (decision 035). */
export { CompanyDeletePage } from './company-delete-page.tsx'
export { CompanyDangerZone } from './danger-zone.tsx'
export { CompanyLogoSection } from './logo-section.tsx'
export { CompanySupportActions } from './support-actions.tsx'
export { ContactAccountManagerDialog, ReportIssueDialog } from './support-dialogs.tsx'
