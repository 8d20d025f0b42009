/** The account feature's public face (see `features/plans/index.ts`): the profile page's sections. Query keys: `./keys.ts`. */
export { AccountActionsSection } from './components/account-actions-section.tsx';
export { EmailPreferencesSection } from './components/email-preferences-section.tsx';
export { InterestsSection } from './components/interests-section.tsx';
export { ProfileInfoSection } from './components/profile-info-section.tsx';
export { SectionCard } from './components/section-card.tsx';
export { ViewingHistorySection } from './components/viewing-history-section.tsx';
