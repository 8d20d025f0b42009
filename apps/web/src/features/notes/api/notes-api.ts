import type { CreateNoteBody, Note, NotesListReply, UpdateNoteBody, VideoNotesReply } from '@learnstack/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, api } from '../../../lib/api.ts';
import { noteKeys, reviewKeys } from '../keys.ts';

export const NOTE_MESSAGES = {
  saveFailed: 'Failed to save the note.',
  deleteFailed: 'Failed to delete the note.',
  deleted: 'Note deleted',
} as const;

/** The server's message when it has one (a 400 names what is wrong), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}

export function useVideoNotes(videoId: number | null) {
  return useQuery({
    queryKey: noteKeys.video(videoId ?? 0),
    queryFn: ({ signal }) => api.get<VideoNotesReply>(`/api/videos/${videoId}/notes`, { signal }),
    enabled: videoId !== null,
    staleTime: 30_000,
  });
}

export function useNotesList(q: string, page: number) {
  return useQuery({
    queryKey: noteKeys.list(q, page),
    queryFn: ({ signal }) => api.get<NotesListReply>(`/api/notes?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Refreshes what a change of notes can alter: the notes lists and the review cards. */
function useRefreshNotes() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: noteKeys.all }), queryClient.invalidateQueries({ queryKey: reviewKeys.all })]);
}

export function useCreateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({ videoId, body }: { videoId: number; body: CreateNoteBody }) => api.post<Note>(`/api/videos/${videoId}/notes`, body),
    onSettled: refresh,
  });
}

export function useUpdateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: UpdateNoteBody }) => api.patch<Note>(`/api/notes/${noteId}`, body),
    onError: (error) => toast.error(errorText(error, NOTE_MESSAGES.saveFailed)),
    onSettled: refresh,
  });
}

export function useDeleteNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (noteId: number) => api.delete<{ message: string }>(`/api/notes/${noteId}`),
    onSuccess: () => toast.success(NOTE_MESSAGES.deleted),
    onError: (error) => toast.error(errorText(error, NOTE_MESSAGES.deleteFailed)),
    onSettled: refresh,
  });
}
