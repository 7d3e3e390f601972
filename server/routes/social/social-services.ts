import type { SocialAuthService } from '../../services/auth/social/social-auth.service.ts'
import type { SocialFlowService } from '../../services/auth/social/social-flow.service.ts'

/** Social sign-in's services, built by its area: the protocol per provider (flow) and the account rules (auth). */
export interface SocialServices {
  flow: SocialFlowService
  auth: SocialAuthService
}
