import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/index.ts';
import { SharedPlanScreen } from '../../features/sharing/index.ts';

/** /shared/{shareToken} (both route tables): the canonical address of a shared plan; /shared-plan/{token} redirects here. */
export default function SharedPlanPage() {
  const { shareToken = '' } = useParams();
  const { user } = useCurrentUser();
  return <SharedPlanScreen key={shareToken} token={shareToken} signedIn={user !== null} />;
}

/** /shared-plan/{shareToken}: the old address, sent on to /shared/{shareToken}. */
export function SharedPlanRedirect() {
  const { shareToken = '' } = useParams();
  return <Navigate to={`/shared/${encodeURIComponent(shareToken)}`} replace />;
}
