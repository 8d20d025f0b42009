/** The donations feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { DonateScreen, THANK_YOU_ALERT } from './components/donate-screen.tsx';
export { pickPlanOfTheWeek, PromoSlots } from './components/promo-slots.tsx';
export { donationHref, ENABLE_DONATIONS_KEY, useDonations } from './lib/donations-enabled.ts';
