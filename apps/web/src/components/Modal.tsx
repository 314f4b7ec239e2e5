// Modal dialog on Radix Dialog: focus trap, Escape, outside click and aria wiring come from Radix.
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { Button, IconButton } from './Button';
import styles from './Dialog.module.css';
import { CloseIcon } from './Icons';
import { useReturnFocus } from './use-return-focus';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A titled dialog with body and footer; closes on Escape, outside click or its close button. */
export function Modal({ open, onOpenChange, title, description, children, footer }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          {...returnFocus}
          // Radix expects an explicit undefined when a dialog has no description.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <Dialog.Close asChild>
            <IconButton label="Close" className={styles.close}>
              <CloseIcon />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of FormModal. */
export interface FormModalProps {
  title: string;
  /** The form's id, which the footer's submit button names. */
  formId: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  formClassName?: string;
  children?: ReactNode;
}

/** An open dialog holding one form, with Cancel and the form's submit button in its footer. */
export function FormModal({
  title,
  formId,
  submitLabel,
  onClose,
  onSubmit,
  formClassName,
  children,
}: FormModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
