import { Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { OnboardingDialog, useCurrentUser, useIdleLogout } from '../../features/auth/index.ts';
import { PromoSlots } from '../../features/donations/index.ts';
import { OfflineProgressSync } from '../../features/player/index.ts';
import { useTimeZoneSync } from '../../features/progress/index.ts';
import { Footer } from './footer.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { OfflineOutlet } from './offline-outlet.tsx';
import { AppTopBar } from './app-top-bar.tsx';

/** Layout of every signed-in route: top bar, page, footer, mobile bottom bar, onboarding, idle logout, progress saved offline sent, pages read offline. */
export function AppLayout() {
  const { user } = useCurrentUser();
  useIdleLogout();
  useTimeZoneSync(user?.id);
  if (!user) return <PageSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppTopBar user={user} />
      {/* Bottom padding clears the mobile bottom bar. */}
      {/* Supporters see a one-line thank-you where others see the promotion slots: less padding. */}
      <main id="main" tabIndex={-1} className={user.isSupporter ? 'flex-1 pb-20 focus:outline-none lg:pb-8' : 'flex-1 pb-24 focus:outline-none lg:pb-12'}>
        <OfflineOutlet />
      </main>
      <div className="pb-8">
        <PromoSlots isSupporter={user.isSupporter} />
      </div>
      <Footer signedIn />
      {/* Keeps the footer's last line clear of the mobile bottom bar. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <MobileNav />
      {user.hasCompletedOnboarding ? null : (
        <Suspense fallback={null}>
          <OnboardingDialog />
        </Suspense>
      )}
      <OfflineProgressSync userId={user.id} />
    </div>
  );
}

export default AppLayout;
