import { Clock, Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthConfig } from '../../features/auth/index.ts';
import { ContactForm } from '../../features/contact/index.ts';
import { ContentPage, SUPPORT_HOURS } from '../components/content-page.tsx';

const FALLBACK_SUPPORT = 'support@learnstack.app';

/** /contact: a message to support, for visitors and users. */
export default function ContactPage() {
  const config = useAuthConfig();
  const supportEmail = config.data?.supportEmail ?? FALLBACK_SUPPORT;
  return (
    <ContentPage title="Contact Us" eyebrow="Support" icon={<MessageSquare />} intro="Questions, ideas or a problem? Send us a message and we will get back to you within 24 hours." prose={false}>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <ContactForm supportEmail={supportEmail} />
        <aside className="flex flex-col gap-4 text-sm">
          <div className="rounded-2xl border border-border bg-card p-5 shadow-card">
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-foreground">
              <Mail className="size-4" aria-hidden="true" />
              E-mail
            </h2>
            <a href={`mailto:${supportEmail}`} className="break-all text-primary hover:underline">
              {supportEmail}
            </a>
          </div>
          <div className="rounded-2xl border border-border bg-card p-5 shadow-card">
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Support hours
            </h2>
            <p className="text-muted-foreground">{SUPPORT_HOURS}. We reply within 24 hours.</p>
          </div>
          <p className="text-muted-foreground">
            Many answers are already in the{' '}
            <Link to="/faq" className="text-primary underline underline-offset-2">
              FAQ
            </Link>
            .
          </p>
        </aside>
      </div>
    </ContentPage>
  );
}
