import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Label } from '../../components/label/label';
import type { Usage } from '../../docs/usage';
import { FilterBar } from './filter-bar';
import { SearchField } from './search-field';

function Filters({ onSearch }: { onSearch: (value: string) => void }) {
  const [query, setQuery] = useState('elena');
  const statusId = useId();
  return (
    <FilterBar>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusId}>Stare</Label>
        <select
          id={statusId}
          className="bg-surface border-input h-9 rounded-md border px-2 text-sm"
        >
          <option>Toate</option>
          <option>Plătite</option>
        </select>
      </div>
      <SearchField
        value={query}
        onSearch={(value) => {
          setQuery(value);
          onSearch(value);
        }}
      />
    </FilterBar>
  );
}

const meta = {
  title: 'Back office/FilterBar',
  component: Filters,
  args: { onSearch: fn() },
  parameters: {
    usage: {
      use: ['Above a DataTable: its filters and a SearchField in one row that wraps on a phone.'],
      avoid: ['A form that saves something: FlowForm.'],
      keyboard: [
        ['Tab', 'Goes through the filters, the search box and its button.'],
        ['Enter', 'In the search box: searches (the list reloads once, not per key).'],
      ],
      screenReader: [
        'A group named “Filters”; the search box is a search landmark with a labelled input.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search in force is shown; Enter and the button each search once with the text typed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filtre' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Caută' });
    await expect(box).toHaveValue('elena');
    await userEvent.type(box, ' rusu  ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('elena rusu');
    await userEvent.click(canvas.getByRole('button', { name: 'Caută' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** At 375 px the controls stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
  },
};
