// Confirmation on Radix AlertDialog (deletes, changing a recipe's equipment): focus starts on Cancel.
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './Dialog.module.css';
import { useReturnFocus } from './use-return-focus';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
}

/** Asks before an action; `onConfirm` runs only when the user confirms. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={`${styles.content} ${styles.small}`} {...returnFocus}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{text}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
