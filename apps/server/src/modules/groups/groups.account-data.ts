import { accountTable } from '../../db/account-data.ts';
import { planGroups } from '../../db/schema/index.ts';

/** The groups module's table (decision 0022). */
export const groupsAccountData = [
  accountTable({
    table: planGroups,
    userColumns: {
      ownerId: {
        onDelete: 'cascade',
        because: 'the user’s groups go; other users’ copies of a public group are their own groups and stay (source_group_id keeps a number, no key)',
      },
    },
    exported: ['id', 'name', 'description', 'color', 'isPublic', 'shareCount', 'sourceGroupId', 'createdAt', 'updatedAt'],
    leftOut: 'the share token: a secret that opens the group',
  }),
];
