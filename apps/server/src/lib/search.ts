// The search query every list answers (`?searchTerm=`), and the condition "the name contains the term",
// case-insensitive with the term's % and _ taken literally: LIKE for any term, and for a term of one or two
// characters, which trigram indexes cannot serve, the name's pieces of that length (`name_grams`, migration
// 0022), which a GIN index of each catalogue table serves. Both say the same of every name.
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

/** True when `term` is too short for trigrams: one or two characters (code points, as PostgreSQL counts). */
export const isShortTerm = (term: string): boolean => [...term].length <= 2;

/**
 * "`name` contains `term`" as an index can answer it: by LIKE, which trigrams serve for a term of three
 * characters or more, and for a shorter term also by the name's pieces of its length (`name_grams`), which
 * their own index serves. Where the planner reads the owner's rows instead, it tests the cheap LIKE first
 * and the pieces only of the names that pass it.
 */
export function nameContains(name: SQLWrapper, term: string): SQL {
  const text = term.replaceAll('\u0000', '');
  if (!text) return sql`true`;
  const like = sql`lower(${name}) like ${containsPattern(text)}`;
  if (!isShortTerm(text)) return like;
  return sql`${like} and name_grams(lower(${name})) @> array[lower(${text}::text)]`;
}
