export { VisuallyHidden, visuallyHiddenSx } from './visually-hidden';
