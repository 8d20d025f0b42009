import { describe, expect, it } from 'vitest';
import { parsePlaylistUrl, parseYouTubeVideoInput } from './youtube-input.ts';

describe('parseYouTubeVideoInput', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['a-b_c-d_e-0', 'a-b_c-d_e-0'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PLx', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ&si=abc', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=xyz&t=10', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=5', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://YOUTUBE.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
  ])('%s is the video %s', (text, youtubeId) => {
    expect(parseYouTubeVideoInput(text)).toEqual({ kind: 'id', youtubeId });
  });

  it.each([
    ['react hooks tutorial'],
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['dQw4w9WgXc!'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/playlist?list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'],
    ['https://vimeo.com/watch?v=dQw4w9WgXcQ'],
    ['https://evil.example/youtu.be/dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    [''],
  ])('%j is a search', (text) => {
    expect(parseYouTubeVideoInput(text)).toEqual({ kind: 'query', q: text.trim() });
  });
});

describe('parsePlaylistUrl', () => {
  const id = 'PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY';
  it.each([
    [`https://www.youtube.com/playlist?list=${id}`, id],
    [`youtube.com/playlist?list=${id}`, id],
    [`https://m.youtube.com/playlist?list=${id}&si=abc`, id],
    [`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${id}&index=3`, id],
    [`https://youtu.be/dQw4w9WgXcQ?list=${id}`, id],
    [`https://music.youtube.com/playlist?list=OLAK5uy_kmHd3bHa1Qk9x3kSTs1yBHhtw1Dk8Xg-M`, 'OLAK5uy_kmHd3bHa1Qk9x3kSTs1yBHhtw1Dk8Xg-M'],
    [` ${id} `, id],
    ['PL84A56BC7F4A1F852', 'PL84A56BC7F4A1F852'],
    ['UUBJycsmduvYEL83R_U4JriQ', 'UUBJycsmduvYEL83R_U4JriQ'],
    ['OLAK5uy_kmHd3bHa1Qk9x3kSTs1yBHhtw1Dk8Xg-M', 'OLAK5uy_kmHd3bHa1Qk9x3kSTs1yBHhtw1Dk8Xg-M'],
    ['FLBJycsmduvYEL83R_U4JriQ', 'FLBJycsmduvYEL83R_U4JriQ'],
    ['RDdQw4w9WgXcQ', 'RDdQw4w9WgXcQ'],
  ])('%s is the playlist %s', (text, playlistId) => {
    expect(parsePlaylistUrl(text)).toBe(playlistId);
  });

  it.each([
    [''],
    ['learn python'],
    ['PL123'],
    ['XX84A56BC7F4A1F852'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/playlist?list='],
    ['https://www.youtube.com/playlist?list=WL'],
    [`https://example.com/playlist?list=${id}`],
    [`https://www.youtube.com/playlist?list=${id}<script>`],
  ])('%j is not a playlist', (text) => {
    expect(parsePlaylistUrl(text)).toBeNull();
  });
});
