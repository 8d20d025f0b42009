import { describe, expect, it } from 'vitest';
import { decodeXml, parsePlaylistFeed } from './feed.ts';

describe('decodeXml', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt; &quot;q&quot; &apos;a&apos;', `<b> "q" 'a'`],
    ['caf&#233; &#x1F600;', 'café 😀'],
    ['&unknown; &#xFFFFFFF;', '&unknown; &#xFFFFFFF;'],
    ['<![CDATA[a < b & c]]>', 'a < b & c'],
  ])('%s', (text, decoded) => {
    expect(decodeXml(text)).toBe(decoded);
  });
});

describe('parsePlaylistFeed', () => {
  const feed = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <id>yt:playlist:PLabcdefghijkl</id>
 <yt:playlistId>PLabcdefghijkl</yt:playlistId>
 <title>Rock &amp; Roll History</title>
 <author><name>Music &quot;School&quot;</name><uri>https://www.youtube.com/channel/UCx</uri></author>
 <published>2020-01-02T03:04:05+00:00</published>
 <entry>
  <yt:videoId>abcdefghijk</yt:videoId>
  <title>Part 1 &lt;intro&gt;</title>
  <author><name>Music School</name></author>
  <published>2020-02-02T00:00:00+00:00</published>
  <media:group>
   <media:title>Part 1 &lt;intro&gt;</media:title>
   <media:thumbnail url="https://i4.ytimg.com/vi/abcdefghijk/hqdefault.jpg?a=1&amp;b=2" width="480" height="360"/>
   <media:description>Line one
line two</media:description>
   <media:community><media:statistics views="1234"/></media:community>
  </media:group>
 </entry>
 <entry>
  <title>An entry without an id is ignored</title>
 </entry>
 <entry>
  <yt:videoId>bcdefghijkl</yt:videoId>
  <title>Part 2</title>
 </entry>
</feed>`;

  it('reads the playlist head and its entries', () => {
    const parsed = parsePlaylistFeed(feed);
    expect(parsed).toMatchObject({
      playlistId: 'PLabcdefghijkl',
      title: 'Rock & Roll History',
      channelTitle: 'Music "School"',
      publishedAt: '2020-01-02T03:04:05+00:00',
    });
    expect(parsed?.entries).toEqual([
      {
        youtubeId: 'abcdefghijk',
        title: 'Part 1 <intro>',
        channelTitle: 'Music School',
        publishedAt: '2020-02-02T00:00:00+00:00',
        description: 'Line one\nline two',
        thumbnailUrl: 'https://i4.ytimg.com/vi/abcdefghijk/hqdefault.jpg?a=1&b=2',
        viewCount: 1234,
      },
      {
        youtubeId: 'bcdefghijkl',
        title: 'Part 2',
        channelTitle: '',
        publishedAt: null,
        description: '',
        thumbnailUrl: null,
        viewCount: 0,
      },
    ]);
  });

  it('reads a feed with no entries', () => {
    expect(parsePlaylistFeed('<feed><title>Empty</title></feed>')).toMatchObject({ title: 'Empty', entries: [] });
  });

  it('refuses text that is not a feed', () => {
    expect(parsePlaylistFeed('<!DOCTYPE html><html><body>Not Found</body></html>')).toBeNull();
  });
});
