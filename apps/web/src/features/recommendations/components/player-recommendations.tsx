import { useWatchSession, type WatchSessionInput } from '../hooks/use-watch-session.ts';
import { RecommendationsCard } from './recommendations-card.tsx';

/** The player's part: records the watch session of the video on screen and shows where to go next. */
export function PlayerRecommendations(props: WatchSessionInput) {
  useWatchSession(props);
  return <RecommendationsCard compact />;
}
