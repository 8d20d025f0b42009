import { accountTable } from '../../db/account-data.ts';
import { adminAudit } from '../../db/schema/index.ts';

/** The admin module's tables that hold user ids (decision 0022). */
export const adminAccountData = [
  accountTable({
    table: adminAudit,
    userColumns: {
      actorId: { onDelete: 'set null', because: 'the audit trail of what was done to the instance stays; the deleted account is no longer linked to it' },
    },
    exported: ['action', 'outcome', 'detail', 'ip', 'createdAt'],
    leftOut: 'the e-mail typed at sign-in (the account already holds it) and the row id (internal)',
  }),
];
