import { beforeAll, describe, expect, it } from 'vitest';
import { fixHappyDomNodeGetters } from '../../lib/happy-dom-node-getters';
import { renderWithProviders } from '../../test/render';
import { RichText } from './rich-text';

beforeAll(fixHappyDomNodeGetters);

describe('RichText', () => {
  it('renders sanitized HTML, lifting headings one level under a page title', () => {
    const html = '<h3>Pași</h3><h4>Detalii</h4><p onclick="x">Text &lt;h3&gt;</p>';
    const { container } = renderWithProviders(<RichText html={html} topHeading={2} />);
    expect(container.querySelector('h2')).toHaveTextContent('Pași');
    expect(container.querySelector('h3')).toHaveTextContent('Detalii');
    expect(container.querySelector('p')).toHaveTextContent('Text <h3>');
    expect(container.querySelector('[onclick]')).toBeNull();
  });

  it('keeps the headings as they are by default', () => {
    const { container } = renderWithProviders(<RichText html="<h3>Pași</h3>" />);
    expect(container.querySelector('h3')).toHaveTextContent('Pași');
  });
});
