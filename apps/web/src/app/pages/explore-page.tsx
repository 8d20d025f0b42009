import { useCurrentUser } from '../../features/auth/index.ts';
import { ExploreScreen } from '../../features/explore/index.ts';

/** /explore (both route tables): public plans, groups and playlist search (spec 2 sections 2.5, 2.6). */
export default function ExplorePage() {
  const { user } = useCurrentUser();
  return <ExploreScreen signedIn={user !== null} />;
}
