import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { RichTextEditor } from './rich-text-editor';

function EditorDemo({
  initial,
  disabled,
  onSubmit,
}: {
  initial: string;
  disabled?: boolean;
  /** Given: the editor sits in a form (as on My page) whose submits this receives. */
  onSubmit?: () => void;
}) {
  const [html, setHtml] = useState(initial);
  const demo = (
    <div className="grid max-w-2xl gap-4">
      <RichTextEditor label="Despre dvs." value={html} onChange={setHtml} disabled={disabled} />
      <output data-testid="html" className="text-muted-foreground text-xs break-all">
        {html}
      </output>
    </div>
  );
  if (!onSubmit) return demo;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {demo}
    </form>
  );
}

const meta = {
  title: 'Components/RichTextEditor',
  component: EditorDemo,
  args: { initial: '<p>Lucrez cu pielea sensibilă de 12 ani.</p>' },
  parameters: {
    usage: {
      use: [
        'Formatted text a member writes: a specialist description or a work slide (headings, bold, italic, links, lists).',
        'Load it from `@academy/ui/rich-text-editor`: it is heavy (ProseMirror) and gets its own chunk.',
      ],
      avoid: [
        'Plain text, even several lines (a message, a comment): use Textarea, which is lighter and fully native.',
        'Showing saved HTML: use RichText, which sanitizes it.',
      ],
      keyboard: [
        ['Tab', 'Moves to the toolbar (one stop, on its current button), then into the text area.'],
        [
          'ArrowLeft / ArrowRight, Home / End',
          'In the toolbar, moves between the enabled buttons (wrapping) or to the first or last.',
        ],
        [
          'Enter / Space',
          'On a toolbar button, applies it and returns focus to the text; Link opens a dialog (Escape cancels it).',
        ],
        [
          'Ctrl/Cmd+B, Ctrl/Cmd+I',
          'In the text, bold and italic (Tiptap shortcuts); Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z undo and redo.',
        ],
        [
          'Tab / Shift+Tab in a list',
          'Nests or un-nests a list item instead of leaving the editor (except on the first item).',
        ],
      ],
      screenReader: [
        'The text area is a multi-line textbox named by the visible label; the toolbar is named "Formatting: <label>" (translated).',
        'Bold, italic, heading, link and the lists are toggle buttons with `aria-pressed` that follows the text at the caret; Undo and Redo are disabled when there is nothing to undo.',
        'The link dialog is a modal with a labelled URL field; a refused address marks it invalid and describes the error.',
      ],
    } satisfies Usage,
    layout: 'padded',
  },
} satisfies Meta<typeof EditorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled toolbar and text area; one tab stop for the toolbar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Despre dvs.' })).toBeVisible();
    const buttons = within(canvas.getByRole('toolbar')).getAllByRole('button');
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
  },
};

/**
 * By keyboard alone: Bold by Enter on the toolbar (shown pressed), typed text comes bold, the link dialog opens from
 * the toolbar by Enter and inserts the link, End moves along the toolbar.
 */
export const Keyboard: Story = {
  args: { initial: '' },
  // Its play is the test; its picture (focus moving between toolbar, popover and text) once came
  // out mid-way on a loaded machine, and the editor's look is pictured by the stories above.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Despre dvs.' });
    await userEvent.click(textbox);
    // Bold from the toolbar by Enter: the focus goes back to the text with bold on. Tiptap's focus
    // command hands it back on the next frame, which on a loaded machine comes after the toggle.
    const bold = canvas.getByRole('button', { name: 'Aldin' });
    bold.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(textbox).toHaveFocus());
    // A key at a time, each once the editor has taken the one before into its document (its HTML
    // shows it): a synthetic key sent while ProseMirror still reads the last change was lost.
    for (let typed = 1; typed <= 'Salut'.length; typed++) {
      await userEvent.keyboard('Salut'[typed - 1] ?? '');
      const text = `<strong>${'Salut'.slice(0, typed)}</strong>`;
      await waitFor(() => expect(canvas.getByTestId('html')).toHaveTextContent(text));
    }
    bold.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(textbox).toHaveFocus());
    await userEvent.keyboard(' ');
    const link = canvas.getByRole('button', { name: 'Link' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const url = await body.findByLabelText('Adresa (URL)');
    await userEvent.type(url, 'example.md/ana{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('html')).toHaveTextContent('href="https://example.md/ana"'),
    );
    // The closed popover hands the focus back to the text first (on a slow machine, after a
    // while): only then to the toolbar, or the hand-back would take it away again.
    await waitFor(() => expect(body.queryByLabelText('Adresa (URL)')).toBeNull());
    await waitFor(() => expect(textbox).toHaveFocus());
    link.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Refă' })).not.toHaveFocus();
  },
};

/**
 * In a form (My page, the work modal): the link dialog, portaled but inside the form in React's
 * tree, adds the link by Apply and by Enter and never submits the form around the editor.
 */
export const InsideForm: Story = {
  args: { initial: '<p>Salut</p>', onSubmit: fn() },
  // Its play is the test; it looks as Default does.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const html = canvas.getByTestId('html');
    const addLink = async (typed: string) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
      const url = await body.findByLabelText('Adresa (URL)');
      // The dialog focuses its field once open: typing before that could lose a first key.
      await waitFor(() => expect(url).toHaveFocus());
      await userEvent.clear(url);
      await userEvent.type(url, typed);
    };
    await addLink('example.md/ana');
    await userEvent.click(body.getByRole('button', { name: 'Aplică' }));
    await waitFor(() => expect(html).toHaveTextContent('href="https://example.md/ana"'));
    await waitFor(() => expect(body.queryByLabelText('Adresa (URL)')).toBeNull());
    await addLink('example.md/ion{Enter}');
    await waitFor(() => expect(html).toHaveTextContent('href="https://example.md/ion"'));
    await waitFor(() => expect(body.queryByLabelText('Adresa (URL)')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A link typed as `javascript:` is refused with a message. */
export const RefusedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Adresa (URL)'), 'javascript:alert(1){Enter}');
    await expect(await body.findByText(/Introduceți o adresă web/)).toBeVisible();
  },
};

/** Disabled while saving: nothing can be typed or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aldin' })).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('contenteditable', 'false');
  },
};
