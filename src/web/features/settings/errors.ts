import { AccountError } from '@web/lib/account';

/** The sentence to show for a failed account call: the server's own words, else the fallback. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  return error instanceof AccountError && error.message ? error.message : fallback;
}
