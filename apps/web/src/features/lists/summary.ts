// How a list row describes an item (SPEC §2.4): labelled facts and a description cut to 140 characters.

/** Description preview length (SPEC §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 140;

/** Cuts a description to 140 characters followed by "..."; empty for a missing description. */
export function previewDescription(description: string | null | undefined): string {
  if (!description) return '';
  return description.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}

/** One labelled fact of a row, e.g. Supplier: Weyermann. */
export interface SummaryFact {
  label: string;
  value: string | number | null | undefined;
}

/** What a row shows under the name. */
export interface ItemSummary {
  facts: SummaryFact[];
  description: string | null | undefined;
}
