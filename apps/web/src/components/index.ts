// Shared UI primitives used by every feature.
export { Button, type ButtonProps, buttonClassNames, IconButton, type IconButtonProps } from './Button';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldProps, fieldControlClass, fieldErrorId } from './Field';
export * from './Icons';
export { InfoHint, type InfoHintProps } from './InfoHint';
export { FormModal, type FormModalProps, Modal, type ModalProps } from './Modal';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { SelectField, type SelectFieldProps } from './SelectField';
export { SkeletonRows, type SkeletonRowsProps } from './Skeleton';
export { Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
