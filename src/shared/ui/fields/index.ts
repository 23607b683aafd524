export { NativeSelectField } from './native-select-field';
export type { NativeSelectFieldProps } from './native-select-field';
export { SearchField } from './search-field';
export type { SearchFieldProps } from './search-field';
export { FileButton } from './file-button';
export type { FileButtonProps } from './file-button';
