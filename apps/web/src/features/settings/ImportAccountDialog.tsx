// Settings › "Import my data": choose an account export file (from this Wortsmith or another), see what
// it would add to this account and what is here already, then import it. Importing the same file again
// adds nothing; the server says why a file is refused, shown here.
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import type { AccountImportCounts, AccountImportKind } from '../auth/account-api';
import { useAccountImport, usePreviewAccountImport } from './mutations';
import styles from './SettingsPage.module.css';

/** Each kind's words, singular and plural, in the order the preview lists them. */
const KIND_WORDS: Array<[AccountImportKind | 'readings', string, string]> = [
  ['recipes', 'recipe', 'recipes'],
  ['batches', 'batch', 'batches'],
  ['readings', 'fermentation reading', 'fermentation readings'],
  ['equipments', 'equipment profile', 'equipment profiles'],
  ['fermentables', 'fermentable', 'fermentables'],
  ['hops', 'hop', 'hops'],
  ['miscs', 'misc', 'miscs'],
  ['yeasts', 'yeast', 'yeasts'],
  ['waters', 'water profile', 'water profiles'],
];

/** "3 recipes, 1 batch, …" for the non-zero `counts`; "" when all are zero. */
export function countsText(counts: Partial<Record<AccountImportKind | 'readings', number>>): string {
  return KIND_WORDS.flatMap(([kind, one, many]) => {
    const n = counts[kind] ?? 0;
    return n > 0 ? [`${n} ${n === 1 ? one : many}`] : [];
  }).join(', ');
}

function Preview({ counts }: { counts: AccountImportCounts }) {
  const added = countsText(counts.added);
  const skipped = countsText(counts.skipped);
  return (
    <div className={styles.importPreview} role="status" aria-label="What the import adds">
      <p>
        {added ? `It adds ${added}.` : 'Everything in this file is in your account already: it adds nothing.'}
      </p>
      {skipped && <p>Already in your account, left as they are: {skipped}.</p>}
      {counts.preferences && added && (
        <p>Your units, calculation methods and default equipment become the file's.</p>
      )}
    </div>
  );
}

/** The import dialog; mounted only while open. */
export function ImportAccountDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewAccountImport();
  const save = useAccountImport();
  const counts = preview.data;
  const nothing = counts ? countsText(counts.added) === '' : true;
  const error = (preview.error ?? save.error) as Error | null;

  const choose = (next: File | undefined) => {
    if (!next) return;
    setFile(next);
    save.reset();
    preview.mutate(next);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Import my data"
      description="An account export of this or another Wortsmith: its recipes, batches with their readings, your own catalogue items and preferences are added to this account."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!file || !counts || nothing}
            pending={save.isPending}
            onClick={() => file && save.mutate(file, { onSuccess: onClose })}
          >
            {save.isPending ? 'Importing…' : 'Import'}
          </Button>
        </>
      }
    >
      <div className={styles.importFile}>
        <label htmlFor={inputId}>
          {file ? `${file.name}: choose another file` : 'Choose the export file'}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {preview.isPending && <Spinner />}
      {error && (
        <p className={styles.importError} role="alert">
          {error.message}
        </p>
      )}
      {counts && !preview.isPending && <Preview counts={counts} />}
    </Modal>
  );
}
