import { useMemo } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { type BusinessOnboardingApi, createBusinessOnboardingApi } from '../../api/business-onboarding.ts'

export function useOnboardingApi(): BusinessOnboardingApi {
  return useMemo(() => createBusinessOnboardingApi(browserApiClient), [])
}
