import { isAxiosError } from 'axios';

/** The HTTP status an API call failed with; undefined for a network or non-HTTP error. */
export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
