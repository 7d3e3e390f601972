import { PrivacyManagePage } from '../../features/privacy-pages/privacy-manage-page.tsx'
import { PrivacyNoticePage } from '../../features/privacy-pages/privacy-notice-page.tsx'

export const PAGES = { privacy: PrivacyNoticePage, privacyManage: PrivacyManagePage }
