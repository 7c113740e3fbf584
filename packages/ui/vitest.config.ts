import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { languageSlice } from './build/language-slice.ts';

export default defineConfig({
  plugins: [react(), languageSlice()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // One module graph for all files (8× faster here); `npm test -- --full` runs them isolated.
    isolate: false,
  },
});
