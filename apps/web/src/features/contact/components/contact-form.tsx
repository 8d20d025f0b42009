import type { ContactBody, ContactCategory } from '@learnstack/contracts';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_LIMITS } from '@learnstack/contracts/account-rules';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { useCurrentUser } from '../../auth/index.ts';

type Fields = { name: string; email: string; subject: string; message: string; category: ContactCategory };

const empty = (name = '', email = ''): Fields => ({ name, email, subject: '', message: '', category: 'general' });

/** The contact form: editing, sending, then a success screen; 'Send Another Message' empties it. */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const { user } = useCurrentUser();
  const initial = () => empty(user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '', user?.email ?? '');
  const [fields, setFields] = useState<Fields>(initial);
  const [sent, setSent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId(), category: useId(), error: useId() };
  const send = useMutation({ mutationFn: (body: ContactBody) => api.post<{ success: boolean; message: string }>('/api/contact', body, { on401: 'ignore' }) });
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const suggestion = `Please try again, or e-mail us at ${supportEmail}.`;

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-card" role="status">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-foreground">Message sent successfully!</h2>
        <p className="max-w-md text-muted-foreground">Thank you for reaching out. We reply within 24 hours, to the address you gave.</p>
        <Button
          variant="outline"
          onClick={() => {
            setFields(empty());
            setSent(false);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6"
      aria-describedby={fieldError ? ids.error : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        setFieldError(null);
        send.mutate(fields, {
          onSuccess: (reply) => {
            if (reply.success) setSent(true);
            else toast.error('Message delivery failed', { description: `Your message was saved but could not be e-mailed. You can write to ${supportEmail}.` });
          },
          onError: (err) => {
            if (err instanceof ApiError && err.status < 500 && err.serverMessage) {
              setFieldError(err.serverMessage);
              toast.error('Failed to send message', { description: err.serverMessage });
            } else toast.error('Failed to send message', { description: suggestion });
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} required maxLength={CONTACT_LIMITS.name} value={fields.name} onChange={set('name')} autoComplete="name" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.email}>Email</Label>
          <Input id={ids.email} type="email" required maxLength={254} value={fields.email} onChange={set('email')} autoComplete="email" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.subject}>Subject</Label>
          <Input id={ids.subject} required maxLength={CONTACT_LIMITS.subject} value={fields.subject} onChange={set('subject')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.category}>Category</Label>
          <NativeSelect id={ids.category} value={fields.category} onChange={set('category')}>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CONTACT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.message}>Message</Label>
        <Textarea id={ids.message} required rows={6} maxLength={CONTACT_LIMITS.message} value={fields.message} onChange={set('message')} />
      </div>
      {fieldError ? <FieldError id={ids.error}>{fieldError}</FieldError> : null}
      <Button type="submit" disabled={send.isPending} className="self-start">
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
