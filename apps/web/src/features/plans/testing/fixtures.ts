import type { PlanDetail, PlanGroup, PlanSummary, PlanVideoEntry, SearchVideo, Video } from '@learnstack/contracts';

const NOW = '2026-11-20T10:00:00.000Z';

export function makePlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `plan-${id}-abc123`,
    title: `Plan ${id}`,
    description: '',
    isPublic: false,
    color: 'blue',
    groupId: null,
    groupName: null,
    shareCount: 0,
    totalDurationSeconds: 0,
    youtubePlaylistId: null,
    createdAt: NOW,
    updatedAt: NOW,
    videoCount: 0,
    completedCount: 0,
    progress: 0,
    isCompleted: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  return {
    ...makePlan(overrides),
    author: { id: 1, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
    permissions: { isOwner: true, canAddVideos: true, canRequestModification: false },
    modificationRequests: [],
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? 100;
  return {
    id,
    youtubeId: `vid${String(id).padStart(8, '0')}`,
    title: `Video ${id}`,
    description: '',
    thumbnailUrl: '',
    channelTitle: 'Channel',
    publishedAt: null,
    duration: 'PT10M',
    durationSeconds: 600,
    viewCount: 0,
    category: null,
    ...overrides,
  };
}

export function makeEntry(index: number, video: Partial<Video> = {}): PlanVideoEntry {
  const v = makeVideo({ id: 100 + index, title: `Video ${index + 1}`, ...video });
  return { id: 1000 + index, videoId: v.id, orderIndex: index, addedAt: NOW, video: v };
}

export function makeSearchVideo(overrides: Partial<SearchVideo> = {}): SearchVideo {
  return {
    id: null,
    youtubeId: 'dQw4w9WgXcQ',
    title: 'Search result',
    description: 'About it',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    channelTitle: 'A channel',
    publishedAt: '2024-01-01T00:00:00Z',
    duration: 'PT4M13S',
    viewCount: 1500,
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<PlanGroup> = {}): PlanGroup {
  const id = overrides.id ?? 1;
  return { id, name: `Group ${id}`, description: '', color: 'blue', isPublic: false, planCount: 0, shareCount: 0, createdAt: NOW, ...overrides };
}
