import type { Certificate } from '@learnstack/contracts';
import { Award, Download, GraduationCap, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { downloadCertificate, downloadPlanCertificate, useCertificates, useDeleteCertificate } from '../api/certificates.ts';
import { formatDate, formatTotalDuration, PROGRESS_MESSAGES } from '../lib/messages.ts';

function downloadFailed(err: unknown) {
  const notFound = err instanceof ApiError && err.status === 404;
  toast.error(notFound ? PROGRESS_MESSAGES.notFound : PROGRESS_MESSAGES.downloadFailed);
}

function CertificateRow({ certificate, onDelete }: { certificate: Certificate; onDelete: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate.certificateId);
    } catch (err) {
      downloadFailed(err);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
        <Award className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-foreground">{certificate.planName}</p>
        <p className="text-sm text-muted-foreground">
          Completed {formatDate(certificate.completionDate)} · {formatTotalDuration(certificate.courseDuration)}
        </p>
        <a href={`/certificates/${encodeURIComponent(certificate.certificateId)}`} className="text-xs text-primary underline-offset-2 hover:underline">
          Verification page
        </a>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()} loading={downloading} aria-label={`Download certificate for ${certificate.planName}`}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete certificate for ${certificate.planName}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Shown before any certificate is earned: what one looks like, and how to earn it. */
function DemoCertificate() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-muted/40 p-6 text-center">
      <GraduationCap className="size-10 text-primary" aria-hidden="true" />
      <p className="font-semibold text-foreground">Sample Certificate of Completion</p>
      <p className="max-w-sm text-sm text-muted-foreground">Complete every video of a learning plan and its certificate appears here, ready to download and verify.</p>
      <Button variant="outline" size="sm" onClick={() => toast.info(PROGRESS_MESSAGES.demoCertificate)}>
        <Download aria-hidden="true" />
        Download Sample
      </Button>
    </div>
  );
}

/** Learning History: the user's certificates, each to download or delete (after confirmation). Takes no props. */
export function CertificatesList() {
  const certificates = useCertificates();
  const remove = useDeleteCertificate();
  const [deleting, setDeleting] = useState<Certificate | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Award className="size-5 text-primary" aria-hidden="true" />
          Learning History
        </CardTitle>
        <CardDescription>Certificates of the plans you completed.</CardDescription>
      </CardHeader>
      <CardContent>
        {certificates.isPending ? (
          <Skeleton className="h-24 w-full rounded-xl" />
        ) : certificates.isError ? (
          <Alert variant="destructive" title="Your certificates could not be loaded" live="alert">
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void certificates.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        ) : certificates.data.length === 0 ? (
          <DemoCertificate />
        ) : (
          <ul className="flex flex-col gap-3">
            {certificates.data.map((c) => (
              <CertificateRow key={c.certificateId} certificate={c} onDelete={() => setDeleting(c)} />
            ))}
          </ul>
        )}
      </CardContent>
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this certificate?"
        description={PROGRESS_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.certificateId, {
            onSuccess: () => {
              toast.success('Certificate deleted');
              setDeleting(null);
            },
            onError: (err) => {
              toast.error(err instanceof ApiError && typeof err.body?.error === 'string' ? err.body.error : PROGRESS_MESSAGES.deleteFailed);
              setDeleting(null);
            },
          });
        }}
      />
    </Card>
  );
}

/** The plan page's button once the plan is complete: the certificate's PNG. */
export function PlanCertificateButton({ planId }: { planId: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadPlanCertificate(planId);
        } catch (err) {
          downloadFailed(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Award aria-hidden="true" />
      Download Certificate
    </Button>
  );
}
