import { CUSTOM_DONATION_DEFAULT, DEFAULT_DONATION, DONATION_MIN, DONATION_TIERS, parseCustomAmount, USE_OF_FUNDS } from '@learnstack/contracts/admin-rules';
import { Coffee, Crown, Heart, Rocket, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useMarkSupporter } from '../api/use-mark-supporter.ts';
import { donationHref } from '../lib/donations-enabled.ts';

const TIER_ICONS = [Coffee, Heart, Rocket, Crown] as const;
export const THANK_YOU_ALERT = 'Thank you for supporting Learnstack! The donation page has opened in a new tab.';
const RELOAD_AFTER_MS = 2000;

/** The donate page: four tiers, a custom amount, use of funds; marks the user a supporter and opens DONATION_URL. */
export function DonateScreen({ donationUrl }: { donationUrl: string | null }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const markSupporter = useMarkSupporter();
  const [tier, setTier] = useState<number>(DEFAULT_DONATION);
  const [custom, setCustom] = useState(false);
  const [customRaw, setCustomRaw] = useState(String(CUSTOM_DONATION_DEFAULT));
  const customId = useId();

  const amount = custom ? parseCustomAmount(customRaw) : tier;
  const disabled = !donationUrl || markSupporter.isPending || (custom && (customRaw.trim() === '' || amount < DONATION_MIN));

  const donate = async () => {
    if (!donationUrl) return;
    if (!user) {
      toast('Please sign in first', { description: 'Sign in so we can thank you as a supporter.' });
      navigate('/login');
      return;
    }
    // Opened now, inside the click, so no pop-up blocker stops it; pointed at the page once the call is done.
    const tab = window.open('about:blank', '_blank');
    try {
      await markSupporter.mutateAsync();
    } catch {
      // The donation page opens even if the call failed.
    }
    const href = donationHref(donationUrl, amount);
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
    window.alert(THANK_YOU_ALERT);
    setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
          <Sparkles className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Support Learnstack</h1>
        <p className="max-w-2xl text-muted-foreground">
          Learnstack is free for every learner. Donations keep the servers running and the features coming, and supporters see no promotions.
        </p>
      </header>

      {user?.isSupporter ? (
        <Alert variant="success" title="You are a supporter">
          Thank you! Every further donation helps just as much.
        </Alert>
      ) : null}
      {!donationUrl ? (
        <Alert variant="warning" title="Donations are not set up">
          This instance has no donation page configured yet. Please check back later.
        </Alert>
      ) : null}

      <section aria-labelledby="tiers-title" className="flex flex-col gap-4">
        <h2 id="tiers-title" className="text-xl font-semibold">
          Choose an amount
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DONATION_TIERS.map((t, i) => {
            const Icon = TIER_ICONS[i] ?? Heart;
            const selected = !custom && tier === t.amount;
            return (
              <button
                key={t.amount}
                type="button"
                aria-pressed={selected}
                onClick={() => {
                  setTier(t.amount);
                  setCustom(false);
                }}
                className={cn(
                  'relative flex flex-col items-start gap-2 rounded-2xl border bg-card p-5 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected ? 'border-primary ring-2 ring-primary' : 'border-border hover:border-primary/60',
                )}
              >
                {t.popular ? <span className="absolute -top-2.5 right-4 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Most popular</span> : null}
                <span className="text-2xl font-bold">${t.amount}</span>
                <span className="flex items-center gap-2 font-medium">
                  <Icon className="size-4" aria-hidden="true" /> {t.name}
                </span>
                <span className="text-sm text-muted-foreground">{t.description}</span>
              </button>
            );
          })}
        </div>
        <div className="flex max-w-sm flex-col gap-2">
          <Label htmlFor={customId}>Custom amount (USD)</Label>
          <Input
            id={customId}
            inputMode="decimal"
            value={customRaw}
            onChange={(e) => {
              setCustomRaw(e.target.value);
              setCustom(true);
            }}
            onFocus={() => setCustom(true)}
            aria-describedby={`${customId}-hint`}
          />
          <FieldHint id={`${customId}-hint`}>Minimum ${DONATION_MIN}.</FieldHint>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" disabled={disabled} loading={markSupporter.isPending} onClick={() => void donate()}>
            <Heart aria-hidden="true" /> Donate ${Number.isInteger(amount) ? amount : amount.toFixed(2)}
          </Button>
          {!user ? (
            <p className="text-sm text-muted-foreground">
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </Link>{' '}
              first so we can thank you as a supporter.
            </p>
          ) : null}
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Where the money goes</CardTitle>
          <CardDescription>Every dollar, split the same way.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {USE_OF_FUNDS.map((f) => (
            <div key={f.label} className="flex flex-col gap-1">
              <div className="flex justify-between text-sm">
                <span>{f.label}</span>
                <span className="font-semibold tabular-nums">{f.percent}%</span>
              </div>
              <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${f.percent}%` }} />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
