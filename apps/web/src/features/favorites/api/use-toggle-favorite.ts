import type { FavoriteChangeReply, FavoriteStatus } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api.ts';
import { FAVORITE_MESSAGES } from '../lib/messages.ts';
import { type FavoriteKind, favoriteKeys } from '../keys.ts';
import { favoritePath } from './paths.ts';

/** POST (add) or DELETE (remove) /api/favorites/{videos|playlists}/{id}. */
export function setFavorite(kind: FavoriteKind, id: number, favorite: boolean): Promise<FavoriteChangeReply> {
  return favorite ? api.post<FavoriteChangeReply>(favoritePath(kind, id)) : api.delete<FavoriteChangeReply>(favoritePath(kind, id));
}

export interface ToggleFavoriteVars {
  kind: FavoriteKind;
  id: number;
  favorite: boolean;
}

/**
 * Adds or removes a favourite: the heart changes at once, goes back with
 * 'Failed to update favorites' if the server refuses, and the favourites lists are refreshed.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, favorite }: ToggleFavoriteVars) => setFavorite(kind, id, favorite),
    retry: false,
    onMutate: async ({ kind, id, favorite }) => {
      const key = favoriteKeys.status(kind, id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteStatus>(key);
      queryClient.setQueryData<FavoriteStatus>(key, { isFavorited: favorite });
      return { previous };
    },
    onError: (_err, { kind, id }, context) => {
      const key = favoriteKeys.status(kind, id);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else queryClient.removeQueries({ queryKey: key, exact: true });
      toast.error(FAVORITE_MESSAGES.updateFailed);
    },
    onSuccess: (reply, { kind, id }) => {
      queryClient.setQueryData<FavoriteStatus>(favoriteKeys.status(kind, id), { isFavorited: reply.isFavorited });
    },
    // Both lists are refreshed after an add or a remove.
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.lists() }),
  });
}
