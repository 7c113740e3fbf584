import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { imageBinding } from '../images/image-field.fixtures';
import { flatTranslated as translatedValues } from '../shell/form-values';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { BannerFields } from './banner-fields';
import { CaptionsFields } from './captions-fields';
import { ChapterFields } from './chapter-fields';
import { ContentDialog, type ContentDialogKind } from './content-dialog';
import { ProtocolFields } from './protocol-fields';
import { VideoFields } from './video-fields';

const chapters = [
  { id: 11, label: 'Introducere' },
  { id: 12, label: 'Protocoale de curățare' },
];

type Machine = typeof STORY_ACTIONS.succeeds;

/** A banner's picture not chosen yet (the image-upload flow at rest). */
const emptyImage = imageBinding(null);

/** A content dialog driven by the staff-action flow, its fields drawn by `fields`. */
function Demo({
  kind,
  machine = STORY_ACTIONS.succeeds,
  events,
  name,
  fields,
}: {
  kind: ContentDialogKind;
  machine?: Machine;
  events: StoryActionEvents;
  name?: string;
  fields?: 'chapter' | 'video' | 'protocol' | 'banner' | 'captions';
}) {
  const { actor, view } = useStoryAction(machine, events);
  const [file, setFile] = useState<{ name: string } | null>(
    fields === 'protocol'
      ? { name: 'protocol.png' }
      : fields === 'captions'
        ? { name: 'lectia-1.ru.vtt' }
        : null,
  );
  const onChange = (field: string, value: string) =>
    actor.send({ type: 'action.change', field, value });
  const body: Record<string, ReactNode> = {
    chapter: <ChapterFields action={view} onChange={onChange} />,
    video: <VideoFields action={view} onChange={onChange} chapters={chapters} />,
    protocol: (
      <ProtocolFields action={view} onChange={onChange} file={file} onFileChange={setFile} />
    ),
    captions: (
      <CaptionsFields action={view} onChange={onChange} file={file} onFileChange={setFile} />
    ),
    banner: <BannerFields action={view} onChange={onChange} image={emptyImage} />,
  };
  return (
    <ContentDialog
      kind={kind}
      action={view}
      name={name}
      onConfirm={() =>
        actor.send({ type: view.state === 'failure' ? 'action.retry' : 'action.confirm' })
      }
      onCancel={() => actor.send({ type: 'action.cancel' })}
    >
      {fields ? body[fields] : undefined}
    </ContentDialog>
  );
}

const meta = {
  title: 'Back office/ContentDialog',
  component: Demo,
  // Each story opens its dialog: shown in the story view, not inline on a docs page it would cover.
  tags: ['!autodocs'],
  parameters: {
    flow: STAFF_ACTION_FLOW,
    usage: {
      use: ['Adding, editing or deleting a chapter, video, protocol or banner of a course.'],
      avoid: ['A course’s own fields: the course page’s form.'],
      keyboard: [
        ['Tab', 'Through the fields, the language tabs and the buttons; focus stays inside.'],
        ['Escape', 'Closes the dialog (not while it is sending).'],
      ],
      screenReader: [
        'A modal dialog named by its title; a refused field says so at the field.',
        'A failure is an alert above the buttons.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (values: Record<string, string>): StoryActionEvents => [
  { type: 'action.open', values },
];

/** A new chapter: its name in five languages, Romanian first. */
export const ChapterCreate: Story = {
  args: { kind: 'chapterCreate', fields: 'chapter', events: open(translatedValues('name')) },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Capitol nou' });
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(5);
  },
};

/** A new video: title, kind, chapter, free preview. */
export const VideoCreate: Story = {
  args: {
    kind: 'videoCreate',
    fields: 'video',
    events: open({ ...translatedValues('title'), kind: 'practical', chapter: '12' }),
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Videoclip nou' });
    await expect(within(dialog).getAllByText('Practică').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await expect(within(dialog).getByRole('checkbox')).toBeChecked();
  },
};

/** A protocol whose file the server refused (an image named like a PDF): said at the file. */
export const ProtocolUploadError: Story = {
  args: {
    kind: 'protocolCreate',
    fields: 'protocol',
    machine: storyFieldRefusal('file', 'Upload the protocol as a PDF file.'),
    events: [
      ...open(translatedValues('title', { ro: 'Protocol', ru: '', en: '', fr: '', es: '' })),
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Protocol nou' });
    await expect(
      await within(dialog).findByText('Această valoare nu a fost acceptată.'),
    ).toBeVisible();
  },
};

/** A new banner: its picture and link. */
export const BannerCreate: Story = {
  args: { kind: 'bannerCreate', fields: 'banner', events: open({ link: '/ro/shop' }) },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Banner nou' });
    await expect(within(dialog).getByDisplayValue('/ro/shop')).toBeVisible();
  },
};

/** Deleting a video, confirmed; its failure said in the dialog. */
export const VideoDeleteFailure: Story = {
  args: {
    kind: 'videoDelete',
    name: 'Anatomia pielii',
    machine: STORY_ACTIONS.fails,
    events: [...open({ id: '101' }), { type: 'action.confirm' }],
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Ștergeți videoclipul „Anatomia pielii”?',
    });
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

/** A video's captions in one language: the language and its WebVTT file. */
export const VideoCaptions: Story = {
  args: {
    kind: 'videoCaptions',
    name: 'Anatomia pielii',
    fields: 'captions',
    events: open({ id: '101', lang: 'ru' }),
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Subtitrări pentru „Anatomia pielii”',
    });
    await expect(within(dialog).getAllByText('Русский').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText('lectia-1.ru.vtt')).toBeVisible();
  },
};
