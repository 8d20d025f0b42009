import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of a video's title or channel and of a plan's title, as text search splits them: the
 * vocabulary a misspelt search word is corrected against ('javscript' -> 'javascript'). Filled by
 * database triggers on videos and learning_plans (custom migration `search_indexes`); words are never
 * removed (a word no longer used only costs a row).
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))]);
