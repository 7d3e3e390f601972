import businessHubMessages from 'virtual:fw-messages/section/businessHub'
import businessVerifyMessages from 'virtual:fw-messages/section/businessVerify'
import { guardedPages } from '../../features/business-hub/hub-page-guard.tsx'
import { HubRoot } from '../../features/business-hub/hub-root.tsx'
import '../../features/business-hub/hub.css'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(businessHubMessages)
addEnglishMessages(businessVerifyMessages)

/**
 * The admin hub's root alone (decision 066): the page every member lands on needs none of the hub pages'
 * forms, tables and dialogs, which the business-hub area brings when one of them is opened.
 */
export const PAGES = guardedPages({ hub: HubRoot })
