/**
 * Learnstack is a place to learn, so searches for clearly adult content are refused (400
 * INAPPROPRIATE_SEARCH). The list is deliberately short and unambiguous: words whose only common use is
 * pornographic. Words with educational uses (sex education, anatomy, drugs, violence in history) are NOT
 * listed, so a biology or health learner is never refused. YouTube's own SafeSearch is the broader net.
 */
const BLOCKED_WORDS = new Set([
  'porn',
  'porno',
  'pornography',
  'pornhub',
  'xxx',
  'nsfw',
  'hentai',
  'onlyfans',
  'xvideos',
  'xhamster',
  'nudes',
  'milf',
  'camgirl',
  'camgirls',
  'stripchat',
]);

/** Phrases checked on the normalised text (lower case, words separated by single spaces). */
const BLOCKED_PHRASES = ['sex tape', 'naked girls', 'nude girls', 'nude pics', 'adult video'];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function isInappropriateSearch(query: string): boolean {
  const text = normalise(query);
  if (text.split(' ').some((word) => BLOCKED_WORDS.has(word))) return true;
  return BLOCKED_PHRASES.some((phrase) => ` ${text} `.includes(` ${phrase} `));
}
