import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { CertificateVerification } from './certificate-verification';

const meta = {
  title: 'Blocks/CertificateVerification',
  component: CertificateVerification,
  args: {
    coursesHref: '/ro/category',
    result: {
      status: 'verified',
      certificate: {
        code: 'K7Q4M2X9PEEL3ZTA',
        holder_name: 'Ana Popescu',
        course_title: 'Peelinguri chimice: de la teorie la practică',
        issued_at: '2026-03-12T09:30:00Z',
      },
    },
  },
  parameters: {
    usage: {
      use: [
        'The public page reached from the code or QR code printed on a certificate: verified, unknown code, or not checkable now.',
        'It shows only what the academy confirms: holder, course, date and code.',
      ],
      avoid: [
        "A member's own certificates (adding, deleting): the Certificates flow of the dashboard.",
        'A form to type a code: this block shows a result; the form belongs to the page that leads here.',
      ],
      keyboard: [
        ['Tab', 'Moves to the one link, to the academy courses.'],
        ['Enter', 'Follows it.'],
      ],
      screenReader: [
        'A region named by its h1, which states the result in words ("This certificate is genuine", "Unknown certificate"); the shield icon is hidden.',
        'The facts are a description list: each label (dt) is read before its value (dd).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CertificateVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real code: who earned which course, when, and the code itself; nothing else. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acest certificat este autentic',
    );
    await expect(canvas.getByText('Ana Popescu')).toBeVisible();
    await expect(canvas.getByText('12 martie 2026')).toHaveAttribute('datetime', '2026-03-12');
    await expect(canvas.getByText('K7Q4M2X9PEEL3ZTA')).toBeVisible();
  },
};

/** An unknown code says so plainly, naming the code that was checked. */
export const Unknown: Story = {
  args: { result: { status: 'unknown', code: 'NOSUCHCODE2345' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Certificat necunoscut',
    );
    await expect(canvas.getByText(/NOSUCHCODE2345/)).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** The check failed on the server's side: try again later (never "unknown"). */
export const Unavailable: Story = {
  args: { result: { status: 'unavailable', code: 'K7Q4M2X9PEEL3ZTA' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Certificatul nu poate fi verificat acum',
    );
  },
};
