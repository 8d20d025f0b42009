import type { User } from '@learnstack/contracts';
import type { UserRow } from './users.repository.ts';

/** The signed-in user as the API shows them (never the password hash or the cache counters). */
export function toUserView(row: UserRow): User {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email.split('@')[0] || row.email;
  return {
    id: row.id,
    name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActiveAt.toISOString(),
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    isSupporter: row.isSupporter,
    role: row.role,
  };
}
