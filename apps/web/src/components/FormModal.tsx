// A dialog around one form: Cancel closes it, the footer's submit button sends the form.
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

/** Props of FormModal. */
export interface FormModalProps {
  title: string;
  /** The form's id, which the footer's submit button names. */
  formId: string;
  formClassName?: string | undefined;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** An open modal holding a form (validated by the caller, not the browser) with Cancel and submit. */
export function FormModal({
  title,
  formId,
  formClassName,
  submitLabel,
  onSubmit,
  onClose,
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
