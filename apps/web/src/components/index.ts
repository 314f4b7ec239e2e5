// Shared UI primitives used by every feature.
export { Button, type ButtonProps, buttonClassNames, IconButton, type IconButtonProps } from './Button';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConflictAlert, type ConflictAlertProps } from './ConflictAlert';
export { Field, type FieldProps, fieldControlClass, fieldControlProps, fieldErrorId } from './Field';
export { FormModal, type FormModalProps } from './FormModal';
export * from './Icons';
export { InfoHint, type InfoHintProps } from './InfoHint';
export { LeaveConfirmDialog, type LeaveConfirmDialogProps } from './LeaveConfirmDialog';
export { Modal, type ModalProps } from './Modal';
export { OptionList } from './OptionList';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { SelectField, type SelectFieldProps } from './SelectField';
export { SkeletonRows, type SkeletonRowsProps } from './Skeleton';
export { Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
