// One list of the Water section's additions (salts or acids): its title and add button, a table of rows with
// each row's messages under it, or "None."; the rows' cells come from the list's owner.
import type { ReactNode } from 'react';
import { Button, fieldErrorId, PlusIcon } from '../../../../components';
import type { RecipeFieldErrors } from '../field-errors';
import styles from './WaterSection.module.css';
import type { WaterFieldId } from './water-field-ids';

/** Props of one list of additions. */
export interface AdditionListProps {
  title: string;
  /** The add button's id and its list's message. */
  listId: WaterFieldId;
  addLabel: string;
  columns: string[];
  count: number;
  errors: RecipeFieldErrors;
  readOnly: boolean;
  onAdd: () => void;
  /** Row `index`: its cells, and the ids of its fields (for their messages). */
  row: (index: number) => { cells: ReactNode; fields: WaterFieldId[] };
  children?: ReactNode;
}

/** A titled list of additions: a table of rows, each row's messages under it. */
export function AdditionList({
  title,
  listId,
  addLabel,
  columns,
  count,
  errors,
  readOnly,
  onAdd,
  row,
  children,
}: AdditionListProps) {
  return (
    <div className={styles.additions}>
      <div className={styles.listHead}>
        <h3 className={styles.subTitle}>{title}</h3>
        {!readOnly && (
          <Button id={listId} variant="secondary" onClick={onAdd}>
            <PlusIcon />
            {addLabel}
          </Button>
        )}
      </div>
      {errors[listId] && (
        <p className={styles.error} id={fieldErrorId(listId)}>
          {errors[listId]}
        </p>
      )}
      {count === 0 ? (
        <p className={styles.empty}>None.</p>
      ) : (
        <table className={styles.rows}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {!readOnly && (
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              )}
            </tr>
          </thead>
          {Array.from({ length: count }, (_, index) => {
            const { cells, fields } = row(index);
            const messages = fields.flatMap((id) => (errors[id] ? [{ id, text: errors[id] }] : []));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: additions have no id; the inputs follow their values
              <tbody key={index}>
                <tr className={styles.row}>{cells}</tr>
                {messages.length > 0 && (
                  <tr>
                    <td colSpan={columns.length + 1}>
                      {messages.map((m) => (
                        <p key={m.id} className={styles.error} id={fieldErrorId(m.id)}>
                          {m.text}
                        </p>
                      ))}
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      )}
      {children}
    </div>
  );
}
