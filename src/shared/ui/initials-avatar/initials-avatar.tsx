import Avatar from '@mui/material/Avatar';
import { BRAND } from '@/shared/ui/theme';

/** Backgrounds for generated avatars: each carries white initials at 4.5:1 or more (WCAG AA). */
const AVATAR_COLOURS = [BRAND.navy, BRAND.navyDark, BRAND.saffron, '#2e5e1f', '#5b2a86', '#0f5c63'] as const;

/** The one or two letters of a name shown in its avatar: first and last word ("Ravi Kumar" → "RK"). */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '?';
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return (first + last).toLocaleUpperCase('en-IN');
}

/** A stable colour per name, so one person looks the same on every page. */
export function avatarColourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? BRAND.navy;
}

export interface InitialsAvatarProps {
  name: string;
  /** A photo's site path; without one the avatar is generated from the name's initials. */
  src?: string | null;
  size?: number;
}

/**
 * A person's avatar: their photo when there is one, else their initials on a colour picked from the
 * name. The name is written next to it by the caller, so the picture itself is decorative.
 */
export function InitialsAvatar({ name, src, size = 48 }: InitialsAvatarProps) {
  if (src) {
    return <Avatar src={src} alt="" sx={{ width: size, height: size }} slotProps={{ img: { width: size, height: size } }} />;
  }
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, bgcolor: avatarColourOf(name), color: BRAND.white, fontWeight: 700, fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
