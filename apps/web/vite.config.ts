import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverPort = process.env.SERVER_PORT ?? '3000';
const serverUrl = `http://localhost:${serverPort}`;
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, so the
 * server sends them as they are instead of compressing on each request.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
  return {
    name: 'casecover-precompress',
    apply: 'build',
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const name of files.filter((f) => COMPRESSIBLE.test(f))) {
        const file = path.join(outDir, name);
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/socket.io': { target: serverUrl, ws: true, changeOrigin: true },
      '/ical': { target: serverUrl, changeOrigin: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
  },
});
