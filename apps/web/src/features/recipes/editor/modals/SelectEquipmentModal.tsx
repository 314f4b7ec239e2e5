// "Select an Equipment" (SPEC §2.8, §4, §5): search the user's equipment profiles and pick one; the
// editor asks for confirmation before replacing an equipment the recipe already has.
import { changeEquipmentSchema, type Equipment, firstValidationMessage } from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { ChoiceList } from './ChoiceList';
import styles from './modals.module.css';
import { SearchField } from './SearchField';
import { useCatalogueChoices } from './use-catalogue-choices';

/** Props of the equipment modal. */
export interface SelectEquipmentModalProps {
  onClose: () => void;
  onChoose: (equipment: Equipment) => void;
}

/** The equipment picker; mounted only while open. */
export function SelectEquipmentModal({ onClose, onChoose }: SelectEquipmentModalProps) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Equipment | null>(null);
  const { choices } = useCatalogueChoices('equipments', search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = changeEquipmentSchema.safeParse({ equipmentId: selected?.id ?? '' });
    if (!result.success || !selected) {
      notifyError(result.success ? 'Please select an equipment.' : firstValidationMessage(result.error));
      return;
    }
    onChoose(selected);
  };

  return (
    <FormModal
      title="Select an Equipment"
      formId="select-equipment-form"
      formClassName={styles.form}
      submitLabel="Select"
      onSubmit={submit}
      onClose={onClose}
    >
      <SearchField formId="select-equipment-form" value={search} onChange={setSearch} />
      <ChoiceList<Equipment>
        name="select-equipment-item"
        label="Equipment profiles"
        choices={choices}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      />
    </FormModal>
  );
}
