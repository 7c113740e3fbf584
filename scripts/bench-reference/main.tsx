import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Reference } from './reference';

const root = document.getElementById('root');
if (root)
  hydrateRoot(
    root,
    <StrictMode>
      <Reference />
    </StrictMode>,
  );
