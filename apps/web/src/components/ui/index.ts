export { Alert, type AlertProps } from './alert.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { ErrorBoundary } from './error-boundary.tsx';
export { FullScreenLoader } from './full-screen-loader.tsx';
export * from './icons.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export { Spinner } from './spinner.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
