import { peopleQueries, type Person } from '../users/people.queries.ts';

export type { Person };

/** The people a share goes between: the sender, and the account of an address if there is one. */
export const sharingQueries = {
  findPerson: peopleQueries.findPerson,
  findPersonByEmail: peopleQueries.findPersonByEmail,
};
