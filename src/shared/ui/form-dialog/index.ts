export { FormDialog } from './form-dialog';
export type { FormDialogProps } from './form-dialog';
export { formikTextFields, namedFormFields, schemaValidate } from './form-fields';
export { useSaveForm } from './use-save-form';
export type { SaveFormOptions } from './use-save-form';
