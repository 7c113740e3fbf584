import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Reference } from './reference';

/** The reference's HTML as the server draws it (written into index.html at build time). */
export function render(): string {
  return renderToString(
    <StrictMode>
      <Reference />
    </StrictMode>,
  );
}
