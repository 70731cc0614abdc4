import Link from '@mui/material/Link';

/** The id of the signed-in frame's content area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab order: hidden until focused, it jumps past the header and its
 * navigation to the page's content.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus moves to the content itself, so the next Tab continues from there.
        event.preventDefault();
        const target = document.getElementById(MAIN_CONTENT_ID);
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none', outline: '2px solid', outlineOffset: 2 },
      }}
    >
      Skip to main content
    </Link>
  );
}
