/** The recommendations feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { syncWatchHistory } from './api/recommendations.ts';
export { PlayerRecommendations } from './components/player-recommendations.tsx';
export { RecommendationsCard } from './components/recommendations-card.tsx';
export { useWatchSession } from './hooks/use-watch-session.ts';
