export { InitialsAvatar, initialsOf, avatarColourOf } from './initials-avatar';
export type { InitialsAvatarProps } from './initials-avatar';
