import type { ISSUE_TOPICS } from '../../../shared/business/company-files-contract.ts'

/** A text that may be absent (a named type: the catalogue check reads a lower-case generic as JSX). */
export type MaybeText = string | null
export type Topic = (typeof ISSUE_TOPICS)[number]
