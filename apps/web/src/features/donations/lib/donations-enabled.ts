import { storageGet } from '../../../lib/storage.ts';
import { useAuthConfig } from '../../auth/index.ts';

/** The local flag that also shows the donate page (spec file 1 section 3), for testing. */
export const ENABLE_DONATIONS_KEY = 'enableDonations';

/** Whether the donate page exists: the server's ENABLE_DONATIONS, or the local flag set to 'true'. */
export function useDonations(): { enabled: boolean; donationUrl: string | null; loading: boolean } {
  const config = useAuthConfig();
  const local = storageGet(ENABLE_DONATIONS_KEY) === 'true';
  return { enabled: local || config.data?.enableDonations === true, donationUrl: config.data?.donationUrl ?? null, loading: config.isPending };
}

/** The external page with the chosen amount (an `amount` query parameter; providers that do not read it ignore it). */
export function donationHref(base: string, amount: number): string {
  try {
    const url = new URL(base);
    url.searchParams.set('amount', String(amount));
    return url.toString();
  } catch {
    return base;
  }
}
