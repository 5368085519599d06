import { profileEndpoints, type TProfileResponse, type TProfileUpdateRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** PATCH users/profile/: the name, or a new email (with the current password). */
export function updateProfile(body: TProfileUpdateRequest): Promise<TProfileResponse> {
  return callEndpoint(profileEndpoints.update, { body });
}
