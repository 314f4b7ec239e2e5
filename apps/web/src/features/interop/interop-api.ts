// The import and export calls: a file's preview, saving the chosen records, and file downloads.
import type { CatalogueKind, InteropFormat, StockUnit } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';

/** What can be imported and exported: recipes or a catalogue kind (its API path segment). */
export type InteropKind = 'recipes' | CatalogueKind;

/** A warning of the import: what did not come across, about one record or (null) the whole file. */
export interface ImportWarning {
  record: string | null;
  message: string;
}

/** Figures as a recipe's preview shows them. */
export interface PreviewFigures {
  og: number | null;
  ibu: number | null;
}

/** One record of a file as the preview lists it: a recipe, or a catalogue item. */
export interface PreviewRecord {
  importId: number;
  name: string;
  /** Recipes: a built-in style's name, or '' when none matched. */
  style?: string;
  batchVolume?: number;
  stated?: PreviewFigures;
  figures?: PreviewFigures;
  /** Catalogue items: the user already has one of this name (the import skips it). */
  exists?: boolean;
  /** Catalogue items: what the file says the brewer has of it (issue 33), in stock units. */
  stock?: { amount: number; unit: StockUnit } | null;
}

/** A preview or an import's answer. */
export interface ImportAnswer {
  records: PreviewRecord[];
  warnings: ImportWarning[];
}

const FALLBACK = 'Error importing the file';

// Every file goes as octet-stream: the server tells BeerXML from BeerJSON by its content.
const asUpload = (file: Blob) => new Blob([file], { type: 'application/octet-stream' });

async function postFile(kind: InteropKind, file: Blob, query: Record<string, string>): Promise<ImportAnswer> {
  const answer = await apiRequest<{
    recipes?: PreviewRecord[];
    items?: PreviewRecord[];
    warnings: ImportWarning[];
  }>(`/api/${kind}/import`, { method: 'POST', body: asUpload(file), query, fallback: FALLBACK });
  return { records: answer.recipes ?? answer.items ?? [], warnings: answer.warnings };
}

/** What a file holds (nothing is saved). */
export function previewImport(kind: InteropKind, file: Blob): Promise<ImportAnswer> {
  return postFile(kind, file, { preview: '1' });
}

/**
 * Saves the records of the file at the chosen positions, recipes with the styles chosen for them, and
 * items with the stock the file gives them when `withStock`.
 */
export function saveImport(
  kind: InteropKind,
  file: Blob,
  ids: number[],
  styles: ReadonlyMap<number, string> = new Map(),
  withStock = false,
): Promise<ImportAnswer> {
  const chosen = [...styles].map(([id, style]) => `${id}:${style}`).join('|');
  return postFile(kind, file, {
    ids: ids.join(','),
    ...(chosen ? { styles: chosen } : {}),
    ...(withStock ? { stock: '1' } : {}),
  });
}

/** The file name a download's Content-Disposition names, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** Downloads `path` (an export route) in `format` and hands it to the browser as a file. */
export async function downloadExport(path: string, format: InteropFormat): Promise<void> {
  const response = await apiRequest<Response>(path, {
    query: { format },
    raw: true,
    fallback: 'Error exporting',
  });
  const blob = await response.blob();
  const name = attachmentName(
    response.headers.get('Content-Disposition'),
    format === 'beerxml' ? 'wortsmith.xml' : 'wortsmith.json',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
