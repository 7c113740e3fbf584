import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { usefulInfoFormValues } from './article-form-values';
import {
  editorFormOf,
  pictureBinding,
  usefulInfoFixture,
  usefulInfoFormFixture,
} from './articles.fixtures';
import { UsefulInfoEditor } from './useful-info-editor';

const meta = {
  title: 'Back office/Articles/UsefulInfoEditor',
  component: UsefulInfoEditor,
  args: {
    entry: usefulInfoFixture,
    form: usefulInfoFormFixture(),
    picture: pictureBinding(null),
    onDelete: fn(),
    backHref: '/ro/admin/useful-info',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UsefulInfoEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page members read: its title and body per language, an optional picture; no dates. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Certificatele și diplomele' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /ciornă/ })).toBeNull();
  },
};

export const Saved: Story = {
  args: { form: editorFormOf(usefulInfoFormValues(usefulInfoFixture), { state: 'saved' }) },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Salvat'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible(),
};
