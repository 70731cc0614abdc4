/** How a task's entry and a "+N more" link read, in the month grid and in the week and day grids. */
export const entryStyles = {
  '& .cc-entry': { display: 'block', overflow: 'hidden', lineHeight: 1.35 },
  '& .cc-entry-title': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: 600,
  },
  '& .cc-entry-sub': {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .cc-more-label': {
    display: 'block',
    px: '4px',
    fontWeight: 700,
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;
