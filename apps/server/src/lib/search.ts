// The search query every list answers (`?searchTerm=`), and case-insensitive "contains" patterns for LIKE
// with the search term's % and _ taken literally.
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';

/** `GET …/search?searchTerm=` for catalogues and recipes. */
export const searchQuery = z.object({
  searchTerm: z
    .string({ error: 'The search term must be one text.' })
    .max(200, 'The search term must be at most 200 characters long.')
    .optional()
    .default(''),
});

/** `%term%` for `lower(column) like …` (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(term: string): string {
  // Stored texts never hold NUL (the schemas drop it), and PostgreSQL refuses it in a query parameter.
  const text = term.replaceAll('\u0000', '').toLowerCase();
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The condition "one of `texts` contains `term`" (case-insensitive, % and _ literal); undefined, which
 * `and()` leaves out, when there is no term to look for.
 */
export function anyContains(term: string, texts: SQLWrapper[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}
