import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCertificateVerification } from '../api/certificates.ts';
import { formatDate, formatTotalDuration, PROGRESS_MESSAGES } from '../lib/messages.ts';

/** The public verification of a certificate: valid with its facts, or not found. */
export function CertificateVerification({ certificateId }: { certificateId: string }) {
  const verification = useCertificateVerification(certificateId);
  if (verification.isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (verification.isError || !verification.data) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-foreground">{verification.isError ? 'Verification is unavailable' : PROGRESS_MESSAGES.notFound}</h1>
        <p className="max-w-md text-muted-foreground">
          {verification.isError ? 'The certificate could not be checked just now. Please try again later.' : 'No valid certificate has this id. It may have been mistyped or deleted by its owner.'}
        </p>
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
          Go to Learnstack
        </Link>
      </Card>
    );
  }
  const c = verification.data;
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-10">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-10 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold text-foreground">Valid certificate</h1>
          <p className="text-sm text-muted-foreground">This certificate was issued by Learnstack.</p>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Learner</dt>
          <dd className="text-lg font-semibold text-foreground">{c.studentName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Learning plan</dt>
          <dd className="text-lg font-semibold text-foreground">{c.planName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Completed on</dt>
          <dd className="font-semibold text-foreground">{formatDate(c.completionDate)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Course duration</dt>
          <dd className="font-semibold text-foreground">{formatTotalDuration(c.courseDuration)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted-foreground">Certificate id</dt>
          <dd className="break-all font-mono text-sm text-foreground">{c.certificateId}</dd>
        </div>
      </dl>
    </Card>
  );
}
