import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and portals may take a while when the machine is busy (CI runs suites in parallel).
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
