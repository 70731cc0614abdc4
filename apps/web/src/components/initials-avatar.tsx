import Avatar, { type AvatarProps } from '@mui/material/Avatar';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function InitialsAvatar({ name, sx, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar
      {...props}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600, fontSize: '0.95rem', ...sx }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
