// The catalogue form body rendered from a kind's field description: react-hook-form with the kind's
// core schema; the first validation error (in field order) is toasted and every error shown inline.
// View mode disables every field (one disabled fieldset), hides Save and styles the form as a sheet:
// labels over plain values, a dash for an empty one.
import { type CatalogueKind, catalogueDisplaySchema } from '@wortsmith/core';
import type { ReactNode } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { Field, fieldControlProps } from '../../components/Field';
import { OptionList } from '../../components/OptionList';
import { firstFormError, schemaResolver } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useDisplayUnits } from '../../lib/preferences';
import styles from './CatalogueForm.module.css';
import type { FormFieldSpec } from './form-fields';
import { catalogueFormSpec } from './form-fields';

/** The form's values: every field as typed. */
export type CatalogueFormValues = Record<string, string>;
type Values = CatalogueFormValues;

/** Props of CatalogueForm. */
export interface CatalogueFormProps {
  kind: CatalogueKind;
  mode: 'add' | 'edit' | 'view';
  initialValues: Values;
  /** The stored item (edit, view): values shown back unchanged keep it exactly. */
  record?: Record<string, unknown> | undefined;
  listPath: string;
  /** Receives the schema's output (numbers parsed, blanks null). */
  onSave: (values: Record<string, unknown>) => Promise<void>;
  /** Where "Edit" leads from view mode. */
  editPath?: string | undefined;
  /** A kind's own line above the fields (the equipment's learned efficiency), given the form. */
  extra?: ((form: UseFormReturn<Values, unknown, Record<string, unknown>>) => ReactNode) | undefined;
}

function Control({
  field,
  id,
  error,
  register,
  readOnly,
}: {
  field: FormFieldSpec;
  id: string;
  error?: string;
  register: ReturnType<typeof useForm<Values>>['register'];
  readOnly: boolean;
}) {
  const common = {
    ...fieldControlProps(id, error),
    placeholder: readOnly ? '—' : undefined,
    ...register(field.name),
  };
  if (field.control === 'textarea') return <textarea rows={3} {...common} />;
  if (field.control === 'select') {
    return (
      <select {...common}>
        {field.placeholderOption ? (
          <option value={field.placeholderOption} disabled>
            {field.placeholderOption}
          </option>
        ) : null}
        {field.emptyOption ? <option value="">{field.emptyOption}</option> : null}
        {field.options ? <OptionList values={field.options} /> : null}
      </select>
    );
  }
  if (field.control === 'number')
    return <input type="text" inputMode="decimal" autoComplete="off" {...common} />;
  return <input type="text" {...common} />;
}

/** The form of one catalogue item. */
export function CatalogueForm({
  kind,
  mode,
  initialValues,
  record,
  listPath,
  onSave,
  editPath,
  extra,
}: CatalogueFormProps) {
  const units = useDisplayUnits();
  const spec = catalogueFormSpec(kind, units);
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: schemaResolver<Values, Record<string, unknown>>(catalogueDisplaySchema(kind, units, record)),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const order = spec.fields.map((field) => field.name);
  const readOnly = mode === 'view';

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const message = firstFormError(invalid, order);
    if (message) notifyError(message);
  };

  return (
    <form
      className={readOnly ? `${styles.card} ${styles.sheet}` : styles.card}
      onSubmit={form.handleSubmit(onSave, onInvalid)}
      noValidate
    >
      {extra?.(form)}
      <fieldset className={styles.fieldset} disabled={readOnly}>
        {spec.fields.map((field) => {
          const id = `${kind}-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <div key={field.name} className={field.wide ? styles.wide : undefined}>
              <Field
                id={id}
                label={field.label}
                error={error}
                help={field.help}
                {...(field.hint && !readOnly ? { hint: field.hint } : {})}
              >
                <Control
                  field={field}
                  id={id}
                  register={form.register}
                  readOnly={readOnly}
                  {...(error ? { error } : {})}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>
      <div className={styles.footer}>
        <Link className={buttonClassNames.secondary} to={listPath}>
          {readOnly ? 'Back' : 'Cancel'}
        </Link>
        {readOnly && editPath ? (
          <Link className={buttonClassNames.primary} to={editPath}>
            Edit
          </Link>
        ) : null}
        {readOnly ? null : (
          <Button type="submit" pending={isSubmitting}>
            Save
          </Button>
        )}
      </div>
    </form>
  );
}
