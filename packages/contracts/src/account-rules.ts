/** Account and contact limits without zod, so pages can import them without the schemas. */

export const NAME_MAX = 50;

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feature', 'feedback', 'bug', 'partnership'] as const;
export const CONTACT_CATEGORY_LABELS: Record<(typeof CONTACT_CATEGORIES)[number], string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing',
  feature: 'Feature Request',
  feedback: 'Feedback',
  bug: 'Bug Report',
  partnership: 'Partnership',
};
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

