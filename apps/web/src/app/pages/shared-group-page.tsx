import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/index.ts';
import { SharedGroupScreen } from '../../features/sharing/index.ts';

/** /shared-group/{groupId}?token=&email= (both route tables). `email`, which old share links carry, is accepted and not used. */
export default function SharedGroupPage() {
  const { groupId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const token = params.get('token')?.trim() || null;
  return <SharedGroupScreen key={`${groupId}:${token ?? ''}`} groupId={groupId} token={token} signedIn={user !== null} />;
}
