export { SubmitButton } from './submit-button';
export type { SubmitButtonProps } from './submit-button';
export { FormColumn } from './form-column';
export type { FormColumnProps } from './form-column';
export { NATIVE_SELECT_SLOTS, SelectOptions } from './select-options';
export type { SelectOptionsProps } from './select-options';
export { FormErrorAlert } from './form-error-alert';
export { fieldError, fieldProps } from './field-props';
export type { FieldErrorOptions, FieldPropsOptions } from './field-props';
