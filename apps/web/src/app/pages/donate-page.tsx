import { PageSpinner } from '../../components/ui/spinner.tsx';
import { DonateScreen, useDonations } from '../../features/donations/index.ts';
import NotFoundPage from './not-found-page.tsx';

/** /donate exists only when donations are enabled (the server's ENABLE_DONATIONS or the local flag). */
export default function DonatePage() {
  const { enabled, donationUrl, loading } = useDonations();
  if (!enabled && loading) return <PageSpinner />;
  if (!enabled) return <NotFoundPage />;
  return <DonateScreen donationUrl={donationUrl} />;
}
