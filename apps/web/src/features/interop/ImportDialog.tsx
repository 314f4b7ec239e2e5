// The import dialog (its own lazy chunk): choose or drop a BeerXML or BeerJSON file, see what it holds
// (each recipe's style, batch and the file's OG and IBU beside Wortsmith's, or each item and whether you
// have it already) with a checkbox each and the warnings, then import the chosen ones; a recipe whose
// style matched none of the built-in ones gets one picked here. Volumes and gravities in the brewer's units.
import { BEER_STYLE_NAMES, formatIbu, formatStockAmount, isStocked } from '@wortsmith/core';
import { type DragEvent, useId, useState } from 'react';
import { Button, Modal, OptionList, Spinner } from '../../components';
import { useAmountUnits, useQuantities } from '../../lib/preferences';
import styles from './Interop.module.css';
import type { InteropKind, PreviewFigures, PreviewRecord } from './interop-api';
import { countOf, INTEROP_WORDS } from './kinds';
import { usePreviewImport, useSaveImport } from './mutations';

/** Props of the dialog; it is mounted only while open. */
export interface ImportDialogProps {
  kind: InteropKind;
  onClose: () => void;
}

const bitterness = (value: number | null | undefined) => (value == null ? '–' : formatIbu(value));

function Figures({
  label,
  stated,
  ours,
  format,
}: {
  label: string;
  stated: PreviewFigures | undefined;
  ours: PreviewFigures | undefined;
  format: (figures: PreviewFigures | undefined) => string;
}) {
  return (
    <span className={styles.fact}>
      <span className={styles.factLabel}>{label}</span> file {format(stated)} · Wortsmith {format(ours)}
    </span>
  );
}

/** A built-in style for a recipe whose own matched none: its ranges and advice need one. */
function StylePick({
  record,
  value,
  onChange,
}: {
  record: PreviewRecord;
  value: string;
  onChange: (style: string) => void;
}) {
  return (
    <select
      className={value ? styles.stylePick : `${styles.stylePick} ${styles.warning}`}
      aria-label={`Style for ${record.name}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">No matching style: choose one</option>
      <OptionList values={BEER_STYLE_NAMES} />
    </select>
  );
}

function RecordLine({
  kind,
  record,
  style,
  onStyle,
}: {
  kind: InteropKind;
  record: PreviewRecord;
  style: string;
  onStyle: (style: string) => void;
}) {
  const q = useQuantities();
  const amountUnits = useAmountUnits();
  if (kind !== 'recipes') {
    const stock = record.stock;
    return (
      <>
        {record.exists && <span className={styles.note}>You have it already: it will be skipped.</span>}
        {stock && isStocked(kind) && (
          <span className={styles.note}>
            In stock in the file: {formatStockAmount(kind, stock.unit, stock.amount, amountUnits)}
          </span>
        )}
      </>
    );
  }
  return (
    <span className={styles.facts}>
      {record.style ? (
        <span className={styles.fact}>{record.style}</span>
      ) : (
        <StylePick record={record} value={style} onChange={onStyle} />
      )}
      <span className={styles.fact}>{q.format('volume', record.batchVolume)}</span>
      <Figures
        label={q.units.gravity === 'SG' ? 'OG' : `OG (${q.symbol('gravity')})`}
        stated={record.stated}
        ours={record.figures}
        format={(f) => (f?.og == null ? '–' : q.format('gravity', f.og, { symbol: false }))}
      />
      <Figures label="IBU" stated={record.stated} ours={record.figures} format={(f) => bitterness(f?.ibu)} />
    </span>
  );
}

/** The dialog from file choice to import. */
export function ImportDialog({ kind, onClose }: ImportDialogProps) {
  const words = INTEROP_WORDS[kind];
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [dragging, setDragging] = useState(false);
  // Styles chosen for recipes whose own matched none, by position in the file.
  const [chosenStyles, setChosenStyles] = useState<ReadonlyMap<number, string>>(new Map());
  const preview = usePreviewImport(kind);
  const save = useSaveImport(kind);
  const records = preview.data?.records ?? [];
  // The file's stock amounts, brought in only when the brewer ticks it (issue 33).
  const [withStock, setWithStock] = useState(false);
  const stocked = records.filter((record) => record.stock).length;

  const read = (next: File | undefined) => {
    if (!next) return;
    setFile(next);
    setChosenStyles(new Map());
    preview.reset();
    preview.mutate(next, {
      onSuccess: (answer) =>
        setChosen(new Set(answer.records.filter((r) => !r.exists).map((r) => r.importId))),
    });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pickStyle = (id: number, style: string) =>
    setChosenStyles((current) => {
      const next = new Map(current);
      if (style) next.set(id, style);
      else next.delete(id);
      return next;
    });
  const submit = () => {
    if (!file || chosen.size === 0) return;
    const ids = [...chosen].sort((a, b) => a - b);
    const styles = new Map([...chosenStyles].filter(([id]) => chosen.has(id)));
    save.mutate({ file, ids, styles, withStock: withStock && stocked > 0 }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Import ${words.many}`}
      description="A BeerXML or BeerJSON file from BeerSmith, Brewfather, Brewer's Friend, Brewtarget and most brewing tools."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={chosen.size === 0} pending={save.isPending}>
            {save.isPending ? 'Importing…' : `Import ${countOf(kind, chosen.size)}`}
          </Button>
        </>
      }
    >
      <label
        htmlFor={inputId}
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span>{file ? file.name : 'Drop a file here, or choose one'}</span>
        <span className={styles.chooseLink}>{file ? 'Choose another file' : 'Choose a file'}</span>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept=".xml,.json,.beerxml,.beerjson,application/xml,text/xml,application/json"
          onChange={(event) => read(event.target.files?.[0])}
        />
      </label>
      {preview.isPending && <Spinner />}
      {records.length > 0 && (
        <fieldset className={styles.records}>
          <legend className={styles.legend}>
            {countOf(kind, records.length)} in the file: choose which to import
          </legend>
          {records.map((record) => (
            <div key={record.importId} className={styles.record}>
              <input
                id={`${inputId}-${record.importId}`}
                type="checkbox"
                checked={chosen.has(record.importId)}
                onChange={() => toggle(record.importId)}
              />
              <span className={styles.recordBody}>
                <label htmlFor={`${inputId}-${record.importId}`} className={styles.recordName}>
                  {record.name}
                </label>
                <RecordLine
                  kind={kind}
                  record={record}
                  style={chosenStyles.get(record.importId) ?? ''}
                  onStyle={(style) => pickStyle(record.importId, style)}
                />
              </span>
            </div>
          ))}
        </fieldset>
      )}
      {stocked > 0 && (
        <label className={styles.stockChoice}>
          <input
            type="checkbox"
            checked={withStock}
            onChange={(event) => setWithStock(event.target.checked)}
          />
          Also set my stock to the file’s amounts ({stocked} {stocked === 1 ? 'item' : 'items'}; items I have
          already included)
        </label>
      )}
      {preview.data && preview.data.warnings.length > 0 && (
        <section className={styles.warnings} aria-label="What will not come across">
          <h3 className={styles.warningsTitle}>What will not come across</h3>
          <ul>
            {preview.data.warnings.map((warning, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no identity; the list never reorders
              <li key={i}>{warning.record ? `${warning.record}: ${warning.message}` : warning.message}</li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
