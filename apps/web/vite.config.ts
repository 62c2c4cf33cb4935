import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadReport } from './first-load';
import { precompress } from './precompress';
import { sourceAliases } from './source-aliases';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), firstLoadReport(src('dist')), precompress(src('dist'))],
  resolve: { alias: sourceAliases },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/images/avatars': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate files stay cached across releases.
        // Only what every page needs is grouped (React, MUI's styling core); MUI's components and
        // the data grid split by page, so the first page loads only its own (issue 27).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine)|@emotion)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
