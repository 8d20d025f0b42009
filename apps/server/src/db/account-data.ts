import { type Column, eq, getTableColumns, getTableName, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** What deleting a user does to a row that names them in one column. */
export interface OnUserDeleted {
  /**
   * What the database does when the user's row goes (the column's foreign key): `cascade` deletes the
   * row, `set null` keeps it without the user; `is the user` is the users row itself.
   */
  onDelete: 'cascade' | 'set null' | 'is the user';
  /** Why that is right: what goes, and what stays for whom. */
  because: string;
  /**
   * The UserDeleted in-transaction subscriber (its label in services.ts) that must run before the row
   * goes, for what ON DELETE cannot do.
   */
  alsoRuns?: string;
  /**
   * The account purge (its label in services.ts) that deletes these rows in short batches before
   * the account's transaction, for a table where a heavy user has too many rows for one (decision 0060).
   * The ON DELETE above still takes what it leaves.
   */
  purgedFirst?: string;
}

type Property<T extends PgTable> = keyof T['$inferSelect'] & string;

/** One table of a module that holds user ids: a module's claim on it, for account deletion and data export. */
export interface AccountTable<T extends PgTable = PgTable> {
  table: T;
  /** Every column (by property) that holds a user's id, with what deleting that user does to the row. */
  userColumns: Partial<Record<Property<T>, OnUserDeleted>>;
  /** The properties the data export gives for each of the user's rows, in this order. */
  exported: Property<T>[];
  /** What the export leaves out of the row, and why (secrets, internal counters). */
  leftOut?: string;
}

/** Helps a module write its claims with its own table's property names checked. */
export const accountTable = <T extends PgTable>(claim: AccountTable<T>): AccountTable => claim as unknown as AccountTable;

/** A JSON value of an exported field. */
export type ExportedValue = string | number | boolean | null | ExportedValue[] | { [key: string]: ExportedValue };
/** How an exported field looks in JSON: `date-time` is an ISO 8601 string. */
export interface FieldShape {
  type: 'integer' | 'number' | 'string' | 'boolean' | 'date-time' | 'json';
  nullable: boolean;
}

export const tableName = (claim: AccountTable): string => getTableName(claim.table);

function columnsOf(claim: AccountTable): Record<string, Column> {
  return getTableColumns(claim.table) as Record<string, Column>;
}

function fieldShape(column: Column): FieldShape['type'] {
  if (column.dataType === 'date') return 'date-time';
  if (column.dataType === 'boolean') return 'boolean';
  if (column.dataType === 'json') return 'json';
  if (column.dataType === 'number') return column.columnType === 'PgReal' || column.columnType === 'PgDoublePrecision' ? 'number' : 'integer';
  return 'string';
}

/** The documented JSON shape of one exported row of the table: each exported property, its type and whether it may be null. */
export function exportShape(claim: AccountTable): Record<string, FieldShape> {
  const columns = columnsOf(claim);
  return Object.fromEntries(
    claim.exported.map((property) => {
      const column = columns[property];
      if (!column) throw new Error(`${tableName(claim)} has no column ${property}`);
      return [property, { type: fieldShape(column), nullable: !column.notNull }];
    }),
  );
}

/**
 * The user's rows of the table (every row naming them in one of its user columns), with the exported
 * properties only, in the shape `exportShape` documents. Not bounded: the export reads the user's
 * whole history, one table at a time.
 */
export async function exportRows(db: DbOrTx, claim: AccountTable, userId: number): Promise<Record<string, ExportedValue>[]> {
  const columns = columnsOf(claim);
  const picked: Record<string, PgColumn> = Object.fromEntries(claim.exported.map((property) => [property, columns[property] as PgColumn]));
  const mine = Object.keys(claim.userColumns).map((property) => eq(columns[property] as Column, userId));
  const rows = await db
    .select(picked)
    .from(claim.table as PgTable)
    .where(or(...mine) as SQL);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : (value as ExportedValue)])));
}
