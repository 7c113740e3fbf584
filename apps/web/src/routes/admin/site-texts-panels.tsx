import {
  ABOUT_FIELDS,
  aboutBodySchema,
  REGION_PHONE_ERROR,
  regionInfoBodySchema,
  type SiteAbout,
  type SiteRegions,
} from '@academy/contract/back-office/site';
import type { StaffActionValues } from '@academy/machines';
import {
  AboutForm,
  type RegionsField,
  RegionsForm,
  translatedFieldsOf,
} from '@academy/ui/back-office';
import { useTranslation } from 'react-i18next';
import { adminSite } from '../../api/admin-site';
import { checked } from './checked';
import { formValuesOf } from './site-values';
import { useSiteSave } from './use-site-save';

const saveAbout = (values: StaffActionValues) =>
  checked(aboutBodySchema, translatedFieldsOf(values, ABOUT_FIELDS), adminSite.saveAbout);

/** The about tab: its texts in five languages, saved through the staff-action flow. */
export function AboutPanel({ about }: { about: SiteAbout }) {
  const form = useSiteSave('admin/site-about', formValuesOf(about), saveAbout);
  return (
    <AboutForm
      values={translatedFieldsOf(form.values, ABOUT_FIELDS) as SiteAbout}
      onChange={(name, language, text) => form.onChange(`${name}.${language}`, text)}
      errors={form.errors}
      save={form.save}
      onSave={form.onSave}
    />
  );
}

const saveRegions = (values: StaffActionValues) =>
  checked(regionInfoBodySchema, values, adminSite.saveRegions);

/** The regions tab: a phone refused by the phone rule says the rule, an address that it is needed. */
export function RegionsPanel({ regions }: { regions: SiteRegions }) {
  const { t } = useTranslation('ui');
  const form = useSiteSave('admin/site-regions', regions, saveRegions, (field, messages) =>
    field.startsWith('phone_')
      ? messages.includes(REGION_PHONE_ERROR)
        ? t('adminSite.regions.phoneRule')
        : null
      : t('adminSite.regions.required'),
  );
  return (
    <RegionsForm
      values={form.values as SiteRegions}
      onChange={(field: RegionsField, value) => form.onChange(field, value)}
      errors={form.errors}
      save={form.save}
      onSave={form.onSave}
    />
  );
}
