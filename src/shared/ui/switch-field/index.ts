export { SwitchField } from './switch-field';
export type { SwitchFieldProps } from './switch-field';
