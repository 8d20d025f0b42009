import { z } from 'zod';

/** A positive integer id taken from a path or query string. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idParam });
export const messageReply = z.object({ message: z.string() });
export const successReply = z.object({ success: z.boolean(), message: z.string() });
export const isoDate = z.string();
/** Bounded, trimmed text from a user. */
export const text = (max: number) => z.string().trim().max(max);
