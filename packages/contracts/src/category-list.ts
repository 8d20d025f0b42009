/**
 * The eight skill categories, in display order. No zod here: the web's landing
 * page imports this file directly (`@learnstack/contracts/category-list`) to stay small.
 */
export const CATEGORIES = [
  { id: 'business', label: 'Business and Management' },
  { id: 'health', label: 'Health and Wellness' },
  { id: 'technology', label: 'Technology and Computer Science' },
  { id: 'design', label: 'Graphic Design and Arts' },
  { id: 'personal', label: 'Personal Development' },
  { id: 'languages', label: 'Languages' },
  { id: 'marketing', label: 'Marketing and Sales' },
  { id: 'data', label: 'Data Science and Analytics' },
] as const;

export const CATEGORY_IDS = ['business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data'] as const;
export type CategoryIdValue = (typeof CATEGORY_IDS)[number];
