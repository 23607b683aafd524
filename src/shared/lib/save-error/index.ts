export { fieldsNamed, splitSaveError } from './split-save-error';
export type { SaveErrorParts } from './split-save-error';
