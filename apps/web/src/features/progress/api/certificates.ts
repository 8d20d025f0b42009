import type { Certificate, CertificateVerification } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, getCsrfToken } from '../../../lib/api.ts';
import { progressKeys } from '../keys.ts';

export function useCertificates() {
  return useQuery({ queryKey: progressKeys.certificates(), queryFn: ({ signal }) => api.get<Certificate[]>('/api/certificates/user', { signal }), staleTime: 60_000 });
}

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (certificateId: string) => api.delete<{ message: string }>(`/api/certificates/${encodeURIComponent(certificateId)}`),
    onSuccess: (_reply, certificateId) => {
      queryClient.setQueryData<Certificate[]>(progressKeys.certificates(), (list) => list?.filter((c) => c.certificateId !== certificateId));
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}

/** Saves a blob under a name through a temporary link (the download attribute names the file). */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server gives (Content-Disposition), else certificate-{id}.png. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function fetchPng(url: string, init: RequestInit, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  if (!res.ok) {
    const text = await res.text();
    let body: { error?: string; message?: string } | null = null;
    try {
      body = JSON.parse(text) as { error?: string; message?: string };
    } catch {
      body = null;
    }
    throw new ApiError(res.status, text, body);
  }
  saveBlob(await res.blob(), fileNameOf(res, fallbackName));
}

/** GET /api/certificates/download/{id}: saves certificate-{id}.png. */
export function downloadCertificate(certificateId: string): Promise<void> {
  return fetchPng(`/api/certificates/download/${encodeURIComponent(certificateId)}`, { headers: { Accept: 'image/png' } }, `certificate-${certificateId}.png`);
}

/** POST /api/certificates/generate-image: the caller's certificate for a completed plan (issued first if needed). */
export async function downloadPlanCertificate(planId: number): Promise<void> {
  const token = await getCsrfToken().catch(() => '');
  await fetchPng(
    '/api/certificates/generate-image',
    {
      method: 'POST',
      headers: { Accept: 'image/png', 'Content-Type': 'application/json', 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ planId }),
    },
    'certificate.png',
  );
}

/** Public: GET /api/certificates/verify/{id}; a 404 answers null (not valid). */
export function useCertificateVerification(certificateId: string) {
  return useQuery({
    queryKey: progressKeys.verification(certificateId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(certificateId)}`, { signal, on401: 'ignore' });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
