// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type { TFeedbackRequest } from '../../../shared/site-services/site-services-schemas.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { siteServicesEndpoints as api } from '../../api/endpoints.gen.ts'

/** Our feedback widget's one call (decision 050). */
export function feedbackApi(client: () => ApiClient) {
  return {
    send: (input: TFeedbackRequest) => callEndpoint(client(), api.feedback, { body: input }),
  }
}
