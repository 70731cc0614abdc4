import type { Point } from '@casecover/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The lower 48 states, where most points fall; elsewhere the pin sits in the middle. */
const BOUNDS = { west: -125, east: -66, south: 24, north: 50 };
const W = 320;
const H = 160;

function pinPosition([lng, lat]: Point['coordinates']) {
  const inside = lng >= BOUNDS.west && lng <= BOUNDS.east && lat >= BOUNDS.south && lat <= BOUNDS.north;
  if (!inside) return { x: W / 2, y: H / 2 };
  return {
    x: 16 + ((lng - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * (W - 32),
    y: 16 + ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * (H - 32),
  };
}

/**
 * A small map drawn without tiles: the point on a grid of the continental US, its coordinates,
 * and a link to a full map. It needs no network, so nothing shows broken offline.
 */
export function LocationMap({ point, label }: { point: Point; label: string }) {
  const [lng, lat] = point.coordinates;
  const { x, y } = pinPosition(point.coordinates);
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Map of ${label}`}
        sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: '#eaf2f8' }}
      >
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`v${i}`} x1={(i + 1) * 32} y1={0} x2={(i + 1) * 32} y2={H} stroke="#d3e1ec" strokeWidth={1} />
        ))}
        {Array.from({ length: 4 }, (_, i) => (
          <line key={`h${i}`} x1={0} y1={(i + 1) * 32} x2={W} y2={(i + 1) * 32} stroke="#d3e1ec" strokeWidth={1} />
        ))}
        <circle cx={x} cy={y} r={14} fill="#1565c0" opacity={0.15} />
        <path
          d={`M ${x} ${y} c -6 -8 -10 -12 -10 -18 a 10 10 0 1 1 20 0 c 0 6 -4 10 -10 18 z`}
          fill="#d32f2f"
          stroke="#fff"
          strokeWidth={1.5}
        />
        <circle cx={x} cy={y - 18} r={3.5} fill="#fff" />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 1.5,
          py: 1,
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {lat.toFixed(4)}, {lng.toFixed(4)}
        </Typography>
        <Link href={osm} target="_blank" rel="noopener noreferrer" variant="caption">
          Open in a full map
        </Link>
      </Box>
    </Box>
  );
}
