import { MembersErrorCode } from '../../../shared/business/members-contract.ts'
import { HttpError } from '../../http-error.ts'

/** Refusals several members services give alike. */
export const invitationNotFound = () =>
  new HttpError(404, MembersErrorCode.INVITATION_NOT_FOUND, 'No such open invitation.')
export const sponsorInvalid = () =>
  new HttpError(400, MembersErrorCode.SPONSOR_INVALID, 'The sponsor must be an active member of the company.')
export const guestEndInvalid = () =>
  new HttpError(400, MembersErrorCode.GUEST_END_INVALID, 'The end of access must be ahead, within a year.')
