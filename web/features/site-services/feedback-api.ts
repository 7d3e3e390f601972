import { SITE_SERVICES_API } from '../../../shared/site-services/site-services-contract.ts'
import type {
  TFeedbackRequest,
  TFeedbackResponse,
} from '../../../shared/site-services/site-services-schemas.ts'
import type { ApiClient } from '../../api/client.ts'

/** Our feedback widget's one call (decision 050). */
export function feedbackApi(client: () => ApiClient) {
  return {
    send: (input: TFeedbackRequest) =>
      client().postJson<TFeedbackResponse>(SITE_SERVICES_API.feedback, input),
  }
}
