import type { EmailKind, EmailPreferences, EmailPreferencesBody } from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { type EmailPreferencesChange, type EmailPreferencesRow, emailPreferencesRepository } from './email-preferences.repository.ts';

/** A user without a row (created before preferences existed) gets the defaults: everything on. */
const DEFAULTS: EmailPreferences = { friendInvites: true, planSharing: true, serviceUpdates: true, securityAlerts: true };

const toView = (row: EmailPreferencesRow | undefined): EmailPreferences =>
  row ? { friendInvites: row.friendInvites, planSharing: row.planSharing, serviceUpdates: row.serviceUpdates, securityAlerts: true } : DEFAULTS;

export class EmailPreferencesService {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<EmailPreferences> {
    return toView(await emailPreferencesRepository.find(this.db, userId));
  }

  /** securityAlerts is refused by the contract when false and never stored: it is always on. */
  async update(userId: number, body: EmailPreferencesBody): Promise<EmailPreferences> {
    const change: EmailPreferencesChange = {};
    if (body.friendInvites !== undefined) change.friendInvites = body.friendInvites;
    if (body.planSharing !== undefined) change.planSharing = body.planSharing;
    if (body.serviceUpdates !== undefined) change.serviceUpdates = body.serviceUpdates;
    return toView(await emailPreferencesRepository.upsert(this.db, userId, change));
  }

  /** Whether mail of this kind may go to the user; security alerts always may. */
  async wantsEmail(userId: number, kind: EmailKind): Promise<boolean> {
    if (kind === 'securityAlerts') return true;
    return (await this.get(userId))[kind];
  }

  /** A new account starts with every mail on, stored in the sign-up's transaction. */
  async onUserSignedUp(userId: number, tx: Tx): Promise<void> {
    await emailPreferencesRepository.insertDefaults(tx, userId);
  }
}
