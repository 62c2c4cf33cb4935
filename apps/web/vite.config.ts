import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@routelab\/shared$/, replacement: src('../../packages/shared/src/index.ts') },
      {
        find: /^@routelab\/smpp\/encoding$/,
        replacement: src('../../packages/smpp/src/encoding/index.ts'),
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/images/avatars': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
