import {
  ErrorCode,
  PLAYLIST_PREVIEW_LIMIT,
  type PlaylistOrder,
  type PlaylistSearchReply,
  type PlaylistVideosReply,
  type SearchVideo,
  type VideoLookupReply,
  type VideoSearchReply,
  YOUTUBE_MESSAGES,
  YouTubeErrorCode,
} from '@learnstack/contracts';
import { AppError, notFound } from '../../http/errors.ts';
import type { YouTubeProvider, YouTubeVideo } from '../../providers/youtube/index.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { isInappropriateSearch } from './content-filter.ts';
import { mapProviderErrors } from './youtube.errors.ts';
import { toPlaylistView, toSearchVideo } from './youtube.view.ts';

/** Pages of playlistItems the preview reads at most (50 entries each; deleted ones do not count). */
const PREVIEW_MAX_PAGES = Math.ceil(PLAYLIST_PREVIEW_LIMIT / 50) + 1;

export class YouTubeService {
  constructor(
    private readonly youtube: YouTubeProvider,
    private readonly catalog: CatalogService,
  ) {}

  get hasApiKey(): boolean {
    return this.youtube.hasApiKey;
  }

  private refuseInappropriate(q: string): void {
    if (isInappropriateSearch(q)) {
      throw new AppError(400, YouTubeErrorCode.INAPPROPRIATE_SEARCH, YOUTUBE_MESSAGES.inappropriate, {}, 'Content Policy Violation');
    }
  }

  /** Provider videos with our ids filled in (one query for the whole page). */
  async withSavedIds(videos: YouTubeVideo[]): Promise<SearchVideo[]> {
    const ids = await this.catalog.savedIds(videos.map((v) => v.youtubeId));
    return videos.map((v) => toSearchVideo(v, ids.get(v.youtubeId) ?? null));
  }

  async searchVideos(params: { q: string; maxResults: number; pageToken?: string | undefined }): Promise<VideoSearchReply> {
    this.refuseInappropriate(params.q);
    const result = await mapProviderErrors(YOUTUBE_MESSAGES.searchFailed, () => this.youtube.searchVideos(params));
    return {
      videos: await this.withSavedIds(result.videos),
      nextPageToken: result.nextPageToken,
      source: result.source,
      ...(result.source === 'local' ? { notice: YOUTUBE_MESSAGES.keylessSearch } : {}),
    };
  }

  async lookupVideo(youtubeId: string): Promise<VideoLookupReply> {
    const video = await mapProviderErrors(YOUTUBE_MESSAGES.videoLookupFailed, () => this.youtube.getVideo(youtubeId));
    if (!video) throw new AppError(404, ErrorCode.NOT_FOUND, YOUTUBE_MESSAGES.videoNotFound, {}, YOUTUBE_MESSAGES.videoNotFoundTitle);
    const [view] = await this.withSavedIds([video]);
    return { video: view as SearchVideo, duration: view?.duration ?? null };
  }

  async searchPlaylists(params: {
    q: string;
    maxResults: number;
    pageToken?: string | undefined;
    order: PlaylistOrder;
  }): Promise<PlaylistSearchReply> {
    this.refuseInappropriate(params.q);
    const result = await mapProviderErrors(YOUTUBE_MESSAGES.playlistSearchFailed, () => this.youtube.searchPlaylists(params));
    const source = this.youtube.hasApiKey ? 'youtube' : 'local';
    return {
      playlists: result.playlists.map((p) => toPlaylistView(p, source === 'youtube')),
      nextPageToken: result.nextPageToken,
      totalResults: result.totalResults,
      source,
      ...(source === 'local' ? { notice: YOUTUBE_MESSAGES.keylessSearch } : {}),
    };
  }

  /** The preview page: the playlist and its first videos (bounded), in playlist order. */
  async playlistVideos(playlistId: string): Promise<PlaylistVideosReply> {
    return mapProviderErrors(YOUTUBE_MESSAGES.previewFailed, async () => {
      const playlist = await this.youtube.getPlaylist(playlistId);
      if (!playlist) throw notFound(YOUTUBE_MESSAGES.playlistNotFound);
      const videos: YouTubeVideo[] = [];
      let pageToken: string | undefined;
      let more = false;
      for (let page = 0; page < PREVIEW_MAX_PAGES && videos.length < PLAYLIST_PREVIEW_LIMIT; page++) {
        const items = await this.youtube.listPlaylistItems(playlistId, { pageToken });
        const found = await this.youtube.getVideos(items.items.map((i) => i.youtubeId));
        videos.push(...found);
        pageToken = items.nextPageToken ?? undefined;
        more = Boolean(pageToken);
        if (!pageToken) break;
      }
      return {
        playlist: toPlaylistView(playlist, true),
        videos: await this.withSavedIds(videos.slice(0, PLAYLIST_PREVIEW_LIMIT)),
        partial: !this.youtube.hasApiKey || more || videos.length > PLAYLIST_PREVIEW_LIMIT,
      };
    });
  }
}
