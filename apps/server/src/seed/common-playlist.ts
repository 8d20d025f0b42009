import type { PlaylistCategory } from '@learnstack/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { commonPlaylistItems, videos } from '../db/schema/index.ts';
import { loadCatalogVideos } from './catalog.ts';

/**
 * The common playlist: a curated course list over real catalog videos (seed/catalog/videos.json),
 * grouped in the five playlist categories. Difficulty and tags come from the catalog entry of the
 * video; the title, description and estimated minutes are editorial (minutes are estimates of the
 * talk's length, rounded to 5, since the catalog holds no durations). `key` is the stable identity:
 * a reseed updates the item in place, so bookmarks and ids survive restarts.
 */
export interface CommonPlaylistEntry {
  key: string;
  category: PlaylistCategory;
  youtubeId: string;
  title: string;
  description: string;
  estimatedDuration: number;
}

const e = (category: PlaylistCategory, n: number, youtubeId: string, title: string, estimatedDuration: number, description: string): CommonPlaylistEntry => ({
  key: `${category}-${n}`,
  category,
  youtubeId,
  title,
  description,
  estimatedDuration,
});

export const COMMON_PLAYLIST: readonly CommonPlaylistEntry[] = [
  e('creative', 1, 'RlQEoJaLQRA', 'Design That Makes You Happy', 20, 'Don Norman on the three levels of emotional design and why beautiful things work better.'),
  e('creative', 2, 'rCEF3ezhlfo', '7 Rules for Gorgeous UI', 25, 'Practical visual-design rules for interfaces that look polished without a designer on the team.'),
  e('creative', 3, 'QrNi9FmdlxY', 'Typography Essentials', 15, 'Ten rules for choosing, pairing and setting type with confidence.'),
  e('creative', 4, 'DLeSPCTA9Wg', 'Typography and Art Direction', 20, 'How graphic designers use type as the backbone of a composition.'),
  e('creative', 5, 'N6wjC0sxD2o', 'Designing for All Five Senses', 15, 'Multisensory design: how sound, touch and smell shape how we experience things.'),
  e('creative', 6, 'aWQUSiOZ0x8', 'The Design Sprint', 45, 'The five-day process from Google Ventures for testing ideas before building them.'),
  e('creative', 7, '7g0O003kufA', 'Design Is in the Details', 30, 'Why craft and small details separate good products from great ones.'),
  e('career', 1, 'YP_QghPLG-8', 'The Art of Product Management', 75, 'Shreyas Doshi on the skills, judgement and habits of strong product managers.'),
  e('career', 2, 'hdjlCLb9Hl8', 'Nail Your Product Positioning', 70, 'April Dunford’s method for positioning a product so the right customers get it.'),
  e('career', 3, '-VqmFI9vY7w', 'Crafting a Sales Pitch That Wins', 70, 'A step-by-step guide to a pitch built on positioning and storytelling.'),
  e('career', 4, 'eIho2S0ZahI', 'Speak So People Want to Listen', 10, 'Julian Treasure on the habits and vocal tools of a compelling speaker.'),
  e('career', 5, 'a2MR5XbJtXU', 'Speaking With Confidence', 10, 'A short, practical talk on calming nerves and owning the room.'),
  e('career', 6, 'QoAOzMTLP5s', 'The Business Model Canvas', 10, 'One page that explains how any business creates, delivers and captures value.'),
  e('career', 7, 'y7SN4FK8noY', 'Five Questions for a Winning Strategy', 70, 'Roger Martin’s playing-to-win framework for making strategic choices.'),
  e('cognitive', 1, 'UBVV8pch1dM', 'The Science of Thinking', 15, 'Fast and slow thinking, and how to use both systems when you learn.'),
  e('cognitive', 2, '5eW6Eagr9XA', 'What It Takes to Be an Expert', 15, 'Feedback, practice and the conditions under which real expertise forms.'),
  e('cognitive', 3, 'rhgwIhB58PA', 'The Biggest Myth in Education', 10, 'Why “learning styles” do not hold up, and what helps you learn instead.'),
  e('cognitive', 4, 'arj7oStGLkU', 'Inside the Mind of a Procrastinator', 15, 'Tim Urban’s tour of the instant-gratification monkey and how deadlines work.'),
  e('cognitive', 5, 'QgiB8KhbGKY', 'The Psychology of Decision Making', 30, 'How people really decide, and what that means for the choices you design and make.'),
  e('cognitive', 6, '9gM8K4ooavY', 'Mental Models', 10, 'How the models in our heads shape what we expect, and how to work with them.'),
  e('cognitive', 7, 'Z7MU6zrAXsM', 'The Science of Learning Languages', 120, 'A neuroscientist on how the brain hears, learns and produces speech.'),
  e('practical', 1, 'sZIKPHu4tOA', 'Money Lessons You Never Learned in School', 20, 'Budgeting, saving and compounding: the personal-finance basics in one sitting.'),
  e('practical', 2, 'hrx28rCKckM', 'Stock Market Investing for Beginners', 40, 'How shares, indices and long-term investing work, from the ground up.'),
  e('practical', 3, 'vGcOGYkttI4', 'Index Funds, Mutual Funds and ETFs', 15, 'The differences, the costs, and how to choose between them.'),
  e('practical', 4, 'P4eR419RgVc', 'Self-Care: Avoiding Burnout', 30, 'Recognising the early signs of burnout and building habits that prevent it.'),
  e('practical', 5, 'Dc2JkIXfx8I', 'Modern Mindfulness', 30, 'A sceptic-friendly introduction to mindfulness for busy people.'),
  e('practical', 6, 'dPVpsX9ZPWE', 'Learning With Anki', 15, 'Set up spaced-repetition flashcards and keep a daily review habit.'),
  e('practical', 7, '6p9Il_j0zjc', 'Learn Hiragana in One Hour', 60, 'A guided first hour with the Japanese syllabary, with memory aids for every character.'),
  e('trending', 1, 'VMj-3S1tku0', 'Neural Networks From Scratch', 145, 'Andrej Karpathy builds backpropagation step by step in plain Python.'),
  e('trending', 2, 'kCc8FmEb1nY', 'Let’s Build GPT', 115, 'A transformer language model written from scratch, explained line by line.'),
  e('trending', 3, 'zduSFxRajkE', 'How LLM Tokenizers Work', 135, 'Byte-pair encoding and why tokenization explains many odd behaviours of LLMs.'),
  e('trending', 4, 'PaCmpygFfXo', 'Intro to Language Modeling', 115, 'From a bigram model to a neural one: the foundations of today’s LLMs.'),
  e('trending', 5, 'Z71yGshPTwk', 'SEO in the Age of AI', 70, 'How search is changing with AI answers, and what content still wins.'),
  e('trending', 6, 'A6veeCbKIzw', 'The Art and Science of Pricing', 75, 'Monetisation strategy from the author of Monetizing Innovation.'),
  e('trending', 7, '0FgZ1VVxEBo', 'Customer-Led Growth', 70, 'Growing by understanding why customers buy, instead of optimising funnels blindly.'),
];

/**
 * Writes the common playlist, at every start (cheap: two statements of a few dozen rows): its
 * catalog videos when missing (with the catalog's facts, as the demo seed writes them), then the items,
 * updated in place by key. An item removed from the list stays (bookmarks and plans keep pointing at it).
 */
export async function seedCommonPlaylist(db: Db): Promise<{ items: number }> {
  const catalog = new Map(loadCatalogVideos().map((v) => [v.youtubeId, v]));
  const entries = COMMON_PLAYLIST.map((entry) => {
    const video = catalog.get(entry.youtubeId);
    if (!video) throw new Error(`common playlist: ${entry.key} names a video missing from the catalog: ${entry.youtubeId}`);
    return { entry, video };
  });
  return db.transaction(async (tx) => {
    await tx
      .insert(videos)
      .values(
        entries.map(({ video }) => ({
          youtubeId: video.youtubeId,
          title: video.title,
          channelTitle: video.channelTitle ?? '',
          thumbnailUrl: `https://i.ytimg.com/vi/${video.youtubeId}/mqdefault.jpg`,
          category: video.category,
          categorySource: 'catalog' as const,
          durationSeconds: null,
          factsSource: 'catalog' as const,
        })),
      )
      .onConflictDoNothing({ target: videos.youtubeId });
    const found = await tx.select({ id: videos.id, youtubeId: videos.youtubeId }).from(videos).where(inArray(videos.youtubeId, entries.map(({ video }) => video.youtubeId)));
    const idOf = new Map(found.map((r) => [r.youtubeId, r.id]));
    const positions = new Map<string, number>();
    const rows = entries.map(({ entry, video }) => {
      const position = positions.get(entry.category) ?? 0;
      positions.set(entry.category, position + 1);
      return {
        key: entry.key,
        category: entry.category,
        difficulty: video.difficulty,
        title: entry.title,
        description: entry.description,
        estimatedDuration: entry.estimatedDuration,
        tags: video.tags,
        videoId: idOf.get(video.youtubeId) as number,
        position,
      };
    });
    await tx
      .insert(commonPlaylistItems)
      .values(rows)
      .onConflictDoUpdate({
        target: commonPlaylistItems.key,
        set: {
          category: sql.raw('excluded.category'),
          difficulty: sql.raw('excluded.difficulty'),
          title: sql.raw('excluded.title'),
          description: sql.raw('excluded.description'),
          estimatedDuration: sql.raw('excluded.estimated_duration'),
          tags: sql.raw('excluded.tags'),
          videoId: sql.raw('excluded.video_id'),
          position: sql.raw('excluded.position'),
        },
      });
    return { items: rows.length };
  });
}
