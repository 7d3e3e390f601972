import { GUIDES_LIMITS } from '../../shared/guides/guides-contract.ts'
import type { TGuidebook, TGuidebookListResponse } from '../../shared/guides/guides-schemas.ts'
import type { GuidebookRow } from '../repositories/guidebook.repository.ts'

export function presentGuidebook(row: GuidebookRow): TGuidebook {
  return {
    id: row.id,
    name: row.name,
    destination: row.destination,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

export function presentGuidebookList(rows: GuidebookRow[]): TGuidebookListResponse {
  return { guidebooks: rows.map(presentGuidebook), maxGuidebooks: GUIDES_LIMITS.maxPerUser }
}
