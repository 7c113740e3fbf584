import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { RecordLoadFailure } from '../shell';
import { AboutForm } from './about-form';
import { LegalDocumentsGrid } from './legal-documents-grid';
import { RegionsForm } from './regions-form';
import { ABOUT, IDLE, LEGAL_DOCUMENTS, REGIONS } from './site.fixtures';
import { type SiteTab, SiteTabs } from './site-tabs';

function Demo({ initial, authorFailed }: { initial: SiteTab; authorFailed?: boolean }) {
  const [tab, setTab] = useState<SiteTab>(initial);
  return (
    <SiteTabs
      tab={tab}
      onTabChange={setTab}
      panels={{
        about: <AboutForm values={ABOUT} onChange={fn()} save={IDLE} onSave={fn()} />,
        author: authorFailed ? (
          <RecordLoadFailure
            text="Datele nu au putut fi încărcate."
            retryLabel="Încearcă din nou"
            onRetry={fn()}
          />
        ) : (
          <p>—</p>
        ),
        regions: <RegionsForm values={REGIONS} onChange={fn()} save={IDLE} onSave={fn()} />,
        legal: <LegalDocumentsGrid documents={LEGAL_DOCUMENTS} onUpload={fn()} onRemove={fn()} />,
      }}
    />
  );
}

const meta = {
  title: 'Back office/Site/SiteTabs',
  component: Demo,
  args: { initial: 'about' },
  parameters: {
    usage: {
      use: ['The site page of the back office: one tab per part of the site the editors keep.'],
      avoid: ['A record’s own page with one form: AdminPageHeader and the form.'],
      keyboard: [['← →', 'On the tabs: the previous or next part.']],
      screenReader: ['The page’s heading, then a tab list “Părțile site-ului” with four tabs.'],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About first; the legal tab shows the grid. */
export const EachTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Despre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Documente juridice' }));
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};

/** A tab whose data did not load: its failure and a retry. */
export const LoadFailure: Story = {
  args: { initial: 'author', authorFailed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Încearcă din nou' }),
    ).toBeVisible();
  },
};

/** At 375 px the tabs scroll sideways. */
export const Phone: Story = {
  args: { initial: 'regions' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Regiuni' })).toBeVisible();
  },
};
