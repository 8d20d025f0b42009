import { useCurrentUser } from '../../features/auth/index.ts';
import { ReviewScreen } from '../../features/notes/index.ts';
import { SignInRequired } from '../../features/plans/index.ts';

/** /review: the due review cards (signed in only). */
export default function ReviewPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="your review cards" />;
  return <ReviewScreen />;
}
