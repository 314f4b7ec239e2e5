// "Add stock": a kind, an item of it (a catalogue item found as the recipe screen's add modals find them, or
// a water salt or acid), the amount in the brewer's units and its unit where the kind has several, and the
// lot's details with the price paid. An item not yet in stock becomes a line (PUT); one already in stock is
// added to as a purchase (an adjustment), so nothing already there is overwritten.
import {
  type CatalogueItemBase,
  catalogueIdentity,
  STOCK_KIND_LABELS,
  STOCK_KIND_UNITS,
  STOCK_KINDS,
  type StockKind,
  type StockLine,
} from '@wortsmith/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormModal } from '../../components/FormModal';
import { SelectField } from '../../components/SelectField';
import { checkResolver } from '../../lib/forms';
import { useAmountUnits } from '../../lib/preferences';
import { ChoiceList } from '../recipes/editor/modals/ChoiceList';
import { SearchField } from '../recipes/editor/modals/SearchField';
import { useCatalogueChoices } from '../recipes/editor/modals/use-catalogue-choices';
import { DialogFailure } from './DialogFailure';
import styles from './Inventory.module.css';
import { LotFields } from './LotFields';
import { useAdjustStock, useSaveStockLine } from './mutations';
import { StockAmountField } from './StockAmountField';
import { StockUnitSelect } from './StockUnitSelect';
import { type AddStockRequest, type AddStockValues, checkAddStock, EMPTY_LOT } from './stock-form';
import { stockCatalogueKind, waterItems } from './stock-items';

/** Props of AddStockDialog. */
export interface AddStockDialogProps {
  /** What is in stock now: an item already there is added to. */
  lines: readonly StockLine[];
  onClose: () => void;
}

/** The Add stock dialog, mounted only while open. */
export function AddStockDialog({ lines, onClose }: AddStockDialogProps) {
  const units = useAmountUnits();
  const save = useSaveStockLine();
  const adjust = useAdjustStock();
  const inStock = (kind: StockKind, itemId: string) =>
    lines.some((line) => line.kind === kind && line.itemId === itemId);
  const form = useForm<AddStockValues, unknown, AddStockRequest>({
    resolver: checkResolver((values: AddStockValues) => checkAddStock(values, units, inStock)),
    defaultValues: { kind: 'fermentables', itemId: '', amount: '', unit: 'g', ...EMPTY_LOT },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const unit = form.watch('unit');
  const failure = save.error ?? adjust.error;
  const submit = form.handleSubmit((request) => {
    const sent =
      'put' in request
        ? save.mutateAsync({ kind: request.kind, itemId: request.itemId, body: request.put })
        : adjust.mutateAsync({ kind: request.kind, itemId: request.itemId, body: request.adjust });
    return sent.then(onClose).catch(() => undefined);
  });
  const kindField = form.register('kind', {
    onChange: () => {
      form.setValue('itemId', '');
      form.setValue('unit', STOCK_KIND_UNITS[form.getValues('kind')][0]);
    },
  });
  const chooseItem = (itemId: string) =>
    form.setValue('itemId', itemId, { shouldValidate: form.formState.isSubmitted });
  return (
    <FormModal
      title="Add stock"
      formId="add-stock-form"
      formClassName={styles.form}
      submitLabel="Add stock"
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField id="add-stock-kind" label="Kind" registration={kindField}>
        {STOCK_KINDS.map((option) => (
          <option key={option} value={option}>
            {STOCK_KIND_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <ItemChooser key={kind} kind={kind} error={errors.itemId?.message} onChoose={chooseItem} />
      <div className={styles.amountRow}>
        <StockAmountField
          id="add-stock-amount"
          kind={kind}
          unit={unit}
          error={errors.amount?.message}
          registration={form.register('amount')}
        />
        <StockUnitSelect id="add-stock-unit" kind={kind} registration={form.register('unit')} />
      </div>
      <LotFields
        idPrefix="add-stock"
        kind={kind}
        field={(name) => ({ registration: form.register(name), error: errors[name]?.message })}
      />
      <DialogFailure error={failure} />
    </FormModal>
  );
}

/** The item of the kind: a catalogue search and list, or the salts or acids. */
function ItemChooser({
  kind,
  error,
  onChoose,
}: {
  kind: StockKind;
  error: string | undefined;
  onChoose: (itemId: string) => void;
}) {
  const catalogueKind = stockCatalogueKind(kind);
  if (!catalogueKind) {
    return (
      <SelectField
        id="add-stock-item"
        label="Item"
        error={error}
        defaultValue=""
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">Choose…</option>
        {waterItems(kind as 'salts' | 'acids').map((item) => (
          <option key={item.itemId} value={item.itemId}>
            {item.name}
          </option>
        ))}
      </SelectField>
    );
  }
  return <CatalogueChooser kind={catalogueKind} error={error} onChoose={onChoose} />;
}

function CatalogueChooser({
  kind,
  error,
  onChoose,
}: {
  kind: 'fermentables' | 'hops' | 'miscs' | 'yeasts';
  error: string | undefined;
  onChoose: (itemId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { choices } = useCatalogueChoices(kind, search);
  const select = (item: CatalogueItemBase) => {
    setSelectedId(item.id);
    onChoose(catalogueIdentity(item));
  };
  return (
    <>
      <SearchField formId="add-stock" value={search} onChange={setSearch} />
      <ChoiceList
        name="add-stock-item"
        label={`${STOCK_KIND_LABELS[kind]} to choose from`}
        choices={choices}
        selectedId={selectedId}
        onSelect={select}
        describe={(item) =>
          ('supplier' in item ? item.supplier : 'manufacturer' in item ? item.manufacturer : null) as
            | string
            | null
        }
      />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </>
  );
}
