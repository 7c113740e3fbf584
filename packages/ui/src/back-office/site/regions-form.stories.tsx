import type { SiteRegions } from '@academy/contract/back-office/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { RegionsForm, type RegionsFormProps } from './regions-form';
import { IDLE, REGIONS } from './site.fixtures';

function Demo(props: RegionsFormProps) {
  const [values, setValues] = useState<SiteRegions>(props.values);
  return (
    <RegionsForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Back office/Site/RegionsForm',
  component: Demo,
  args: { values: REGIONS, save: IDLE, onChange: fn(), onSave: fn() },
  parameters: {
    usage: {
      use: ['The phone and address the footer shows to visitors of each region.'],
      avoid: ['A contact of one person (a specialist’s phone): their profile.'],
      keyboard: [['Enter', 'In a field: saves the form.']],
      screenReader: [
        'A group per region (Moldova, România, Rusia, Europa) with its phone and address.',
        'The phone’s hint (country code) is read with it; a refusal replaces nothing, it is added.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four regions filled; a typed phone goes to the page. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const romania = within(canvas.getByRole('group', { name: 'România' }));
    const phone = romania.getByRole('textbox', { name: 'Telefon' });
    await expect(phone).toHaveValue('+40 721 345 678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+40 21 000');
    await expect(args.onChange).toHaveBeenLastCalledWith('phone_ro', '+40 21 000');
  },
};

/** A phone without its country code, refused at its field by the phone rule. */
export const PhoneRefused: Story = {
  args: {
    values: { ...REGIONS, phone_ro: '0721 345 678' },
    errors: {
      phone_ro:
        'Scrieți + și prefixul țării, apoi 6–15 cifre (spațiile, cratimele și parantezele sunt permise).',
    },
    save: { state: 'failure', error: 'Verificați câmpurile marcate și confirmați din nou.' },
  },
  play: async ({ canvasElement }) => {
    const romania = within(within(canvasElement).getByRole('group', { name: 'România' }));
    await expect(romania.getByRole('textbox', { name: 'Telefon' })).toBeInvalid();
  },
};

export const Saving: Story = {
  args: { save: { state: 'submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Se salvează…' }),
    ).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { save: { state: 'saved' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Salvat/);
  },
};

/** At 375 px: phone above address in each region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Europa' })).toBeVisible();
  },
};
