import businessOnboardingMessages from 'virtual:fw-messages/section/businessOnboarding'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

// The section comes with whichever chunk first needs it: the account menu's buttons or a business page.
addEnglishMessages(businessOnboardingMessages)
