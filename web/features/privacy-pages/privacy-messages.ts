import privacyChoicesMessages from 'virtual:fw-messages/section/privacyChoices'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

// The privacy pages' and the account section's texts come with their chunk (decision 014).
addEnglishMessages(privacyChoicesMessages)
