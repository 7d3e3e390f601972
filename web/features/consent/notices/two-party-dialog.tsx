import type { TSurfaceProps } from '../consent-surface-props.ts'

/** Interim: replaced by its part of issue 6. */
export default function Interim(_props: TSurfaceProps) {
  return null
}
