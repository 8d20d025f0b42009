import { useLocation, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/index.ts';
import { SignInRequired } from '../../features/plans/index.ts';
import { parseStartTime, PlayerScreen } from '../../features/player/index.ts';

/**
 * /video/{id}?plan={slug}&from=group|library&groupId=&t= — signed in only: a visitor sees the
 * sign-in notice and lands on /login after 500 ms with 'You are logged out. Logging in again...'.
 */
export default function VideoPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="this video" />;
  const autoplay = (location.state as { autoplay?: unknown } | null)?.autoplay === true;
  return (
    <PlayerScreen
      key={id}
      id={id}
      startAt={parseStartTime(params.get('t'))}
      autoplay={autoplay}
      planSlug={params.get('plan')}
      from={params.get('from')}
      groupId={params.get('groupId')}
    />
  );
}
