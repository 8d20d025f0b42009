import type { ModificationRequestInput } from '../api/use-modification-request.ts';

/** The kinds of change a reader can ask a plan's owner for, as the dialog and the owner's panel name them. */
export const REQUEST_TYPE_LABELS: Record<ModificationRequestInput['requestType'], string> = {
  add_video: 'Add a video',
  remove_video: 'Remove a video',
  reorder_videos: 'Reorder videos',
  edit_plan: 'Edit title or description',
};
