import type { TFeedbackRequest } from '../../../shared/site-services/site-services-schemas.ts'
import type { SiteFeedbackRepository, SiteFeedbackRow } from '../../repositories/site-feedback.repository.ts'

export interface FeedbackSender {
  /** null for a signed-out visitor. */
  userId: string | null
  brand: string
  site: string
}

export interface FeedbackService {
  submit(sender: FeedbackSender, input: TFeedbackRequest): Promise<SiteFeedbackRow>
}

/** Our own feedback widget's store (decision 050): the text is kept as typed, never interpreted. */
export function createFeedbackService(feedback: SiteFeedbackRepository): FeedbackService {
  return {
    submit(sender, input) {
      return feedback.create({
        user_id: sender.userId,
        brand: sender.brand,
        site: sender.site,
        page_path: input.pagePath,
        rating: input.rating ?? null,
        message: input.message,
      })
    },
  }
}
