import { useCurrentUser } from '../../features/auth/index.ts';
import { ExploreScreen } from '../../features/explore/index.ts';

/** /explore (both route tables): public plans, groups and playlist search. */
export default function ExplorePage() {
  const { user } = useCurrentUser();
  return <ExploreScreen signedIn={user !== null} />;
}
