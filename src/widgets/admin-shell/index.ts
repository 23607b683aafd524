export { AdminShell, ADMIN_NAV_WIDTH } from './ui/admin-shell';
export type { AdminShellProps } from './ui/admin-shell';
export { ADMIN_SECTIONS } from './model/sections';
export type { AdminSection } from './model/sections';
