import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/index.ts';
import { PlaylistPreviewScreen } from '../../features/playlist-preview/index.ts';

/** /playlist-preview/{playlistId} (public): import when signed in, a Sign In button otherwise. */
export default function PlaylistPreviewPage() {
  const { playlistId = '' } = useParams();
  const { user } = useCurrentUser();
  return <PlaylistPreviewScreen key={playlistId} playlistId={playlistId} signedIn={user !== null} />;
}
