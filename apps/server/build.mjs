// Bundles the server (with @casecover/shared) into dist/main.js; other packages stay external.
// Split into chunks, so that what main.js imports lazily (the app, after tracing has started, and
// OpenTelemetry only when tracing is on) loads lazily with its packages: a single file would import
// every external package up front.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/seed/cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'externalise-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@casecover/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
await cp('drizzle', 'dist/drizzle', { recursive: true });
