import type { PlanVideoEntry } from '@learnstack/contracts';
import { ArrowLeft, CheckCircle2, PictureInPicture2, Save } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { FavoriteButton } from '../../favorites/index.ts';
import { RateDifficultyButton } from '../../insights/index.ts';
import { NotesPanel, type NotesPanelHandle } from '../../notes/index.ts';
import { usePlanPage } from '../../plans/index.ts';
import { saveVideo } from '../../videos/index.ts';
import type { PlayerVideo } from '../api/use-player-video.ts';
import { PlayerRecommendations } from '../../recommendations/index.ts';
import { TranscriptSection, type TranscriptSectionHandle } from '../../transcripts/index.ts';
import { useProgressTracker } from '../hooks/use-progress-tracker.ts';
import { readAutoplayPreference, writeAutoplayPreference } from '../lib/local-progress.ts';
import { PlayerState, type YTPlayer } from '../lib/youtube-api.ts';
import { AddToPlanDialog } from './add-to-plan-dialog.tsx';
import { AutoplayCountdown } from './autoplay-countdown.tsx';
import { MiniPlayer } from './mini-player.tsx';
import { PlayerShortcuts } from './player-shortcuts.tsx';
import { isCurrentEntry, PlaylistSidebar } from './playlist-sidebar.tsx';
import { ProgressBox } from './progress-box.tsx';
import { RelatedVideos } from './related-videos.tsx';
import { SpeedSelect } from './speed-select.tsx';
import { VideoDetails } from './video-details.tsx';
import { VideoUnavailable } from './video-unavailable.tsx';
import { YouTubeEmbed } from './youtube-embed.tsx';

export interface PlayerContext {
  /** ?plan={slug} */
  planSlug: string | null;
  /** ?from=group|library */
  from: string | null;
  /** ?groupId= */
  groupId: string | null;
}

export interface PlayerViewProps extends PlayerContext {
  video: PlayerVideo;
  /** Where playback starts: the greatest of the saved times and ?t=. */
  resumeAt: number;
  initialCompleted: boolean;
  /** Arrived by auto-play: start playing at once. */
  autoplay: boolean;
}

/** Back: /library when from=library, the plan with a plan, else home. */
export function backHref({ planSlug, from, groupId }: PlayerContext): string {
  if (from === 'library') return '/library';
  if (planSlug) {
    const query = from === 'group' && groupId ? `?from=group&groupId=${encodeURIComponent(groupId)}` : '';
    return `/plan/${encodeURIComponent(planSlug)}${query}`;
  }
  return '/';
}

/** The query kept when moving between videos of a plan. */
export function planLinkSearch({ planSlug, from, groupId }: PlayerContext): string {
  if (!planSlug) return '';
  const params = new URLSearchParams({ plan: planSlug });
  if (from === 'group' && groupId) {
    params.set('from', 'group');
    params.set('groupId', groupId);
  }
  return `?${params.toString()}`;
}

function readTime(player: YTPlayer | null, fallback: number): number {
  try {
    const t = player ? Number(player.getCurrentTime()) : Number.NaN;
    return Number.isFinite(t) && t >= 0 ? t : fallback;
  } catch {
    return fallback;
  }
}

function isPlaying(player: YTPlayer | null): boolean {
  try {
    return player?.getPlayerState() === PlayerState.PLAYING;
  } catch {
    return false;
  }
}

export function PlayerView({ video, resumeAt, initialCompleted, planSlug, from, groupId, autoplay }: PlayerViewProps) {
  const navigate = useNavigate();
  const context = { planSlug, from, groupId };
  const autoplaySwitchId = useId();

  // ----------------------------------------------------------------------------- the saved id
  const [videoId, setVideoId] = useState<number | null>(video.id);
  const videoIdRef = useRef<number | null>(video.id);
  const savingRef = useRef<Promise<number | null> | null>(null);
  const ensureVideoId = useCallback((): Promise<number | null> => {
    if (videoIdRef.current !== null) return Promise.resolve(videoIdRef.current);
    if (!savingRef.current) {
      savingRef.current = saveVideo({
        youtubeId: video.youtubeId,
        title: video.title,
        description: video.description,
        thumbnailUrl: video.thumbnailUrl,
        channelTitle: video.channelTitle,
        publishedAt: video.publishedAt,
        duration: video.duration,
        viewCount: video.viewCount,
      }).then(
        (saved) => {
          videoIdRef.current = saved.id;
          setVideoId(saved.id);
          return saved.id;
        },
        () => {
          savingRef.current = null;
          return null;
        },
      );
    }
    return savingRef.current;
  }, [video]);

  // ----------------------------------------------------------------------------- the players
  const mainRef = useRef<YTPlayer | null>(null);
  const miniRef = useRef<YTPlayer | null>(null);
  const pipRef = useRef(false);
  const [pip, setPip] = useState<{ start: number; autoplay: boolean } | null>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState<{ code: number | null } | null>(null);
  const [generation, setGeneration] = useState(0);
  const [rate, setRate] = useState(1);
  const getPlayer = useCallback(() => (pipRef.current ? miniRef.current : mainRef.current), []);

  // ----------------------------------------------------------------------------- the plan
  // The plan named in the address: its videos and the progress on them, in one request (the same
  // answer as the plan page's, so moving between the two is instant).
  const plan = usePlanPage(planSlug);
  const ordered: PlanVideoEntry[] = [...(plan.data?.videos ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const currentIndex = ordered.findIndex((e) => isCurrentEntry(e, { videoId, youtubeId: video.youtubeId }));
  const next = currentIndex >= 0 ? ordered[currentIndex + 1] : undefined;
  const linkSearch = planLinkSearch(context);

  const [autoplayOn, setAutoplayOn] = useState(readAutoplayPreference);
  const [upNext, setUpNext] = useState(false);
  const nextRef = useRef(next);
  nextRef.current = next;
  const autoplayOnRef = useRef(autoplayOn);
  autoplayOnRef.current = autoplayOn;

  const onEnded = useCallback(() => {
    if (planSlug && nextRef.current && autoplayOnRef.current) setUpNext(true);
  }, [planSlug]);

  const tracker = useProgressTracker({
    video,
    getPlayer,
    ensureVideoId,
    getVideoId: () => videoIdRef.current,
    initialTime: resumeAt,
    initialCompleted,
    onEnded,
  });

  const goToNext = () => {
    const target = nextRef.current;
    setUpNext(false);
    if (target) navigate(`/video/${target.videoId}${linkSearch}`, { state: { autoplay: true } });
  };

  const toggleAutoplay = (on: boolean) => {
    setAutoplayOn(on);
    writeAutoplayPreference(on);
    if (!on) setUpNext(false);
  };

  // ----------------------------------------------------------------------------- picture-in-picture
  const enterPip = () => {
    const main = mainRef.current;
    if (!main || pipRef.current) return;
    const start = readTime(main, tracker.currentTime);
    const playing = isPlaying(main);
    // Saves the main player's time, then hands playback to the mini player.
    tracker.onStateChange(PlayerState.PAUSED);
    pipRef.current = true;
    main.pauseVideo();
    setPip({ start, autoplay: playing });
  };

  const exitPip = (resume: boolean) => {
    if (!pipRef.current) return;
    const mini = miniRef.current;
    const time = readTime(mini, pip?.start ?? tracker.currentTime);
    const playing = isPlaying(mini);
    if (playing) tracker.onStateChange(PlayerState.PAUSED);
    pipRef.current = false;
    setPip(null);
    const main = mainRef.current;
    if (main) {
      main.seekTo(time, true);
      if (resume && playing) main.playVideo();
    }
  };

  const retry = () => {
    setUnavailable(null);
    setReady(false);
    setGeneration((g) => g + 1);
  };

  const failed = (code: number | null) => {
    if (pipRef.current) {
      pipRef.current = false;
      setPip(null);
    }
    setReady(false);
    setUnavailable({ code });
  };

  const changeRate = (next: number) => {
    const player = getPlayer();
    if (player) player.setPlaybackRate(next);
  };

  const back = backHref(context);
  const notesRef = useRef<NotesPanelHandle>(null);
  const transcriptRef = useRef<TranscriptSectionHandle>(null);
  const seek = (t: number) => getPlayer()?.seekTo(t, true);
  const frameRef = useRef<HTMLDivElement>(null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={back} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <FavoriteButton kind="video" id={videoId} ensureId={ensureVideoId} name={video.title} variant="button" size="sm" />
          <RateDifficultyButton videoId={videoId} ensureId={ensureVideoId} title={video.title} />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={pip !== null}
            disabled={!ready || unavailable !== null}
            onClick={() => (pip ? exitPip(true) : enterPip())}
          >
            <PictureInPicture2 aria-hidden="true" />
            Picture-in-Picture
          </Button>
          <Button variant="outline" size="sm" loading={tracker.saving} disabled={!ready} onClick={() => void tracker.saveNow()}>
            {tracker.saving ? null : <Save aria-hidden="true" />}
            Save Progress
          </Button>
          <Button
            size="sm"
            variant={tracker.isCompleted ? 'secondary' : 'primary'}
            loading={tracker.completing}
            disabled={tracker.isCompleted}
            onClick={() => void tracker.markComplete()}
          >
            {tracker.completing ? null : <CheckCircle2 aria-hidden="true" />}
            {tracker.isCompleted ? 'Completed' : 'Mark Complete'}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="relative aspect-video min-h-[200px] w-full overflow-hidden rounded-2xl bg-black shadow-card" data-testid="player-frame" ref={frameRef}>
            {unavailable ? (
              <VideoUnavailable youtubeId={video.youtubeId} code={unavailable.code} onRetry={retry} />
            ) : (
              <YouTubeEmbed
                key={generation}
                youtubeId={video.youtubeId}
                start={generation === 0 ? resumeAt : tracker.currentTime}
                autoplay={generation === 0 ? autoplay : false}
                onReady={(player) => {
                  mainRef.current = player;
                  setReady(true);
                  if (pipRef.current) return;
                  tracker.onReady(player);
                  try {
                    setRate(player.getPlaybackRate() || 1);
                  } catch {
                    // the rate arrives with onPlaybackRateChange
                  }
                }}
                onStateChange={(state) => {
                  if (!pipRef.current) tracker.onStateChange(state);
                }}
                onPlaybackRateChange={(value) => {
                  if (!pipRef.current) setRate(value);
                }}
                onError={failed}
                onLoadError={() => failed(null)}
                onDestroy={() => {
                  mainRef.current = null;
                }}
              />
            )}
          </div>
          {pip ? (
            <p className="-mt-2 text-sm text-muted-foreground" role="status">
              Playing in the mini player. Use Expand to bring it back here.
            </p>
          ) : null}

          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SpeedSelect value={rate} onChange={changeRate} disabled={!ready || unavailable !== null} />
            <PlayerShortcuts getPlayer={getPlayer} frameRef={frameRef} onNote={() => notesRef.current?.compose()} onComplete={() => void tracker.markComplete()} onNext={next ? goToNext : null} onTranscript={() => transcriptRef.current?.toggle() ?? false} disabled={!ready || unavailable !== null} />
            {planSlug ? (
              <div className="flex items-center gap-2">
                <Switch id={autoplaySwitchId} checked={autoplayOn} onCheckedChange={toggleAutoplay} />
                <Label htmlFor={autoplaySwitchId} className="text-muted-foreground">
                  Auto-play next video
                </Label>
              </div>
            ) : null}
          </div>

          {upNext && next ? <AutoplayCountdown nextTitle={next.video.title} onDone={goToNext} onCancel={() => setUpNext(false)} /> : null}

          <VideoDetails video={video} actions={<AddToPlanDialog ensureVideoId={ensureVideoId} />} />
        </div>

        <aside className="flex flex-col gap-6" aria-label="Progress and playlist">
          <ProgressBox currentTime={tracker.currentTime} duration={tracker.duration} isCompleted={tracker.isCompleted} />
          <NotesPanel ref={notesRef} videoId={videoId} ensureVideoId={ensureVideoId} currentTime={tracker.currentTime} getTime={() => readTime(getPlayer(), tracker.currentTime)} seek={seek} pause={() => getPlayer()?.pauseVideo()} />
          <TranscriptSection ref={transcriptRef} youtubeId={video.youtubeId} currentTime={tracker.currentTime} seek={seek} onAddNote={(at, text) => notesRef.current?.compose(at, text)} />
          {planSlug ? (
            <PlaylistSidebar
              planTitle={plan.data?.plan.title ?? null}
              planHref={back.startsWith('/plan/') ? back : `/plan/${encodeURIComponent(planSlug)}`}
              entries={plan.data?.videos}
              progress={plan.data?.progress}
              isPending={plan.isPending}
              isError={plan.isError}
              current={{ videoId, youtubeId: video.youtubeId, currentTime: tracker.currentTime, isCompleted: tracker.isCompleted }}
              linkSearch={linkSearch}
            />
          ) : null}
        </aside>
      </div>

      {videoId !== null ? <RelatedVideos videoId={videoId} /> : null}
      <PlayerRecommendations videoId={video.youtubeId} title={video.title} currentTime={tracker.currentTime} isCompleted={tracker.isCompleted} />

      {pip ? (
        <MiniPlayer
          youtubeId={video.youtubeId}
          title={video.title}
          start={pip.start}
          autoplay={pip.autoplay}
          onReady={(player) => {
            miniRef.current = player;
            tracker.onReady(player);
            if (rate !== 1) player.setPlaybackRate(rate);
          }}
          onStateChange={(state) => {
            if (pipRef.current) tracker.onStateChange(state);
          }}
          onPlaybackRateChange={setRate}
          onError={failed}
          onDestroy={() => {
            miniRef.current = null;
          }}
          onExpand={() => exitPip(true)}
          onClose={() => exitPip(false)}
        />
      ) : null}
    </div>
  );
}
