// One row of a list screen (SPEC §2.4): name, [custom] label, summary facts, the description preview
// and the details / edit / delete icon buttons (each with its accessible name). A click anywhere else on
// the row opens the details too. Official items' delete is disabled with a tooltip.
import { Tooltip } from 'radix-ui';
import { memo, type ReactNode } from 'react';
import { IconButton } from '../../components/Button';
import { EyeIcon, PencilIcon, TrashIcon } from '../../components/Icons';
import styles from './List.module.css';
import { type ItemSummary, previewDescription } from './summary';

/** Tooltip of an official item's disabled delete button (PRODUCT.md). */
export const OFFICIAL_DELETE_TOOLTIP = 'Official items cannot be deleted';

/** A list's own row action before Details (the recipe list's "Brew"), an icon button. */
export interface ListRowAction {
  /** The accessible name for the row's item, e.g. "Brew Copper IPA". */
  label: (name: string) => string;
  icon: ReactNode;
  onAction: (key: string) => void;
}

/** Props of ListRow; callbacks take the row's key so the parent can pass stable functions. */
export interface ListRowProps {
  itemKey: string;
  name: string;
  summary: ItemSummary;
  custom: boolean;
  official: boolean;
  onDetails: (key: string) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  action?: ListRowAction | undefined;
}

function hasValue(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** A list item card. */
export const ListRow = memo(function ListRow({
  itemKey,
  name,
  summary,
  custom,
  official,
  onDetails,
  onEdit,
  onDelete,
  action,
}: ListRowProps) {
  const facts = summary.facts.filter((fact) => hasValue(fact.value));
  const description = previewDescription(summary.description);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard and screen reader users have the labelled Details button
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the Details button is the keyboard path
    <div
      className={styles.row}
      onClick={(event) => {
        const target = event.target as Element;
        if (!target.closest('button, a, input') && !window.getSelection()?.toString()) onDetails(itemKey);
      }}
    >
      <div className={styles.body}>
        <h2 className={styles.name}>
          {name}
          {custom ? (
            <>
              {' '}
              <span className={styles.badge}>[custom]</span>
            </>
          ) : null}
        </h2>
        {facts.length > 0 ? (
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label}>
                <span className={styles.factLabel}>{fact.label}:</span> {fact.value}
              </li>
            ))}
          </ul>
        ) : null}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.actions}>
        {action ? (
          <IconButton
            label={action.label(name)}
            title={action.label(name)}
            onClick={() => action.onAction(itemKey)}
          >
            {action.icon}
          </IconButton>
        ) : null}
        <IconButton label={`Details of ${name}`} onClick={() => onDetails(itemKey)}>
          <EyeIcon />
        </IconButton>
        <IconButton label={`Edit ${name}`} onClick={() => onEdit(itemKey)}>
          <PencilIcon />
        </IconButton>
        {official ? (
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              {/* aria-disabled rather than disabled: the button stays focusable, so the tooltip is reachable. */}
              <IconButton label={`Delete ${name}`} tone="danger" aria-disabled="true">
                <TrashIcon />
              </IconButton>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content className={styles.tooltip} sideOffset={4} collisionPadding={8}>
                {OFFICIAL_DELETE_TOOLTIP}
                <Tooltip.Arrow className={styles.tooltipArrow} />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ) : (
          <IconButton label={`Delete ${name}`} tone="danger" onClick={() => onDelete(itemKey)}>
            <TrashIcon />
          </IconButton>
        )}
      </div>
    </div>
  );
});
