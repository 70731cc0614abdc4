import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; empty values read "Not provided". */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        alignItems: 'baseline',
        columnGap: 4,
        rowGap: { xs: 0.25, sm: 1.75 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1.25, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                Not provided
              </Box>
            ) : (
              item.value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
