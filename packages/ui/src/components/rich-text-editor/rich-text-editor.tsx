import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BoldIcon,
  Heading2Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  type LucideIcon,
  Redo2Icon,
  Undo2Icon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LinkDialog } from './link-popover';
import { useRovingToolbar } from './use-roving-toolbar';

export interface RichTextEditorProps {
  /** The visible label; it names the editable area. */
  label: string;
  /** HTML; the editor follows it only when it changes from outside (a reload). */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  className?: string;
}

type Command = 'heading' | 'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList';
const TOGGLES: readonly { command: Command; icon: LucideIcon }[] = [
  { command: 'heading', icon: Heading2Icon },
  { command: 'bold', icon: BoldIcon },
  { command: 'italic', icon: ItalicIcon },
  { command: 'link', icon: LinkIcon },
  { command: 'bulletList', icon: ListIcon },
  { command: 'orderedList', icon: ListOrderedIcon },
];

const HISTORY = [
  { command: 'undo', icon: Undo2Icon },
  { command: 'redo', icon: Redo2Icon },
] as const;

const buttonClasses =
  'text-foreground hover:bg-muted focus-visible:outline-ring aria-pressed:bg-primary/15 aria-pressed:text-primary inline-flex size-9 cursor-pointer items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-default disabled:opacity-40';

/** An empty editor gives `<p></p>`: stored as an empty description. */
const htmlOf = (html: string) => (html === '<p></p>' ? '' : html);

/**
 * The rich-text editor of a specialist's description and work slides (spec 2.9, 4): Tiptap's
 * StarterKit (headings, bold, italic, link, lists, history) with a WAI-ARIA toolbar (one tab stop,
 * arrow keys between buttons, `aria-pressed` on the marks). The server sanitizes what is saved.
 * Heavy (ProseMirror): import it from `@academy/ui/rich-text-editor` so it loads in its own chunk.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  disabled = false,
  className,
}: RichTextEditorProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const onToolbarKeyDown = useRovingToolbar();
  const [linkOpen, setLinkOpen] = useState(false);
  /** The HTML the editor holds as its owner knows it: its own output, or the last value applied. */
  const known = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
      }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class:
          'rich-text min-h-40 px-3 py-2 outline-none [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => {
      known.current = htmlOf(current.getHTML());
      onChange(known.current);
    },
  });

  // A reload (language change, refetch) replaces the text, outside the undo history; the
  // editor's own typing comes back as `value` and is left alone.
  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);
  useEffect(() => {
    // Without an update: a form re-enabled after its save would hear its own text as a change.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const run = (command: Command) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (command === 'heading') chain.toggleHeading({ level: 2 }).run();
    if (command === 'bold') chain.toggleBold().run();
    if (command === 'italic') chain.toggleItalic().run();
    if (command === 'bulletList') chain.toggleBulletList().run();
    if (command === 'orderedList') chain.toggleOrderedList().run();
    if (command === 'link') setLinkOpen(true);
  };

  const applyLink = (url: string) => {
    setLinkOpen(false);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url === '') chain.unsetLink().run();
    // Nothing selected: the address itself becomes the linked text.
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else chain.setLink({ href: url }).run();
  };

  return (
    <div data-slot="rich-text-editor" className={cn('grid gap-2', className)}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={cn(
          'border-input bg-surface text-foreground focus-within:border-ring rounded-md border',
          disabled && 'bg-muted',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('my-page.editor.toolbar', { label })}
          tabIndex={-1}
          onKeyDown={onToolbarKeyDown}
          className="border-input flex flex-wrap items-center gap-1 border-b p-1"
        >
          {TOGGLES.map(({ command, icon: Icon }, index) => (
            <button
              key={command}
              type="button"
              tabIndex={index === 0 ? 0 : -1}
              disabled={disabled}
              aria-label={t(`my-page.editor.${command}`)}
              aria-pressed={state?.[command] ?? false}
              onClick={() => run(command)}
              className={buttonClasses}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
          <span aria-hidden="true" className="bg-border mx-1 h-6 w-px" />
          {HISTORY.map(({ command, icon: Icon }) => (
            <button
              key={command}
              type="button"
              tabIndex={-1}
              disabled={disabled || !state?.[command === 'undo' ? 'canUndo' : 'canRedo']}
              aria-label={t(`my-page.editor.${command}`)}
              onClick={() => editor?.chain().focus()[command]().run()}
              className={buttonClasses}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
        <EditorContent
          editor={editor}
          className="focus-within:outline-ring rounded-b-md focus-within:outline-2 focus-within:outline-offset-1"
        />
      </div>
      {linkOpen ? (
        <LinkDialog
          open={linkOpen}
          initialUrl={state?.href ?? ''}
          onOpenChange={setLinkOpen}
          onSubmit={applyLink}
        />
      ) : null}
    </div>
  );
}
