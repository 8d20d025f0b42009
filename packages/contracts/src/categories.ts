import { z } from 'zod';
import { CATEGORY_IDS } from './category-list.ts';

/** The eight skill categories, in display order; the list lives in category-list.ts. */
export { CATEGORIES, CATEGORY_IDS } from './category-list.ts';

export const categoryId = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof categoryId>;
