import { useParams } from 'react-router';
import { CertificateVerification } from '../../features/progress/index.ts';

/** /certificates/{certificateId}: public verification, the same signed in or out. */
export default function CertificatePage() {
  const { certificateId = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <CertificateVerification certificateId={certificateId} />
    </div>
  );
}
