import {
  REGION_ADDRESS_MAX,
  REGION_INFO_REGIONS,
  REGION_PHONE_MAX,
  type SiteRegions,
} from '@academy/contract/back-office/site';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields/form-fields';
import type { SiteSaveProps } from './site-save-bar';
import { SiteSection } from './site-section';

export type RegionsField = keyof SiteRegions;

export interface RegionsFormProps {
  values: SiteRegions;
  onChange: (field: RegionsField, value: string) => void;
  /** Refusals, translated, by field (`phone_ro`). */
  errors?: Readonly<Partial<Record<RegionsField, string>>>;
  save: SiteSaveProps;
  onSave: () => void;
}

/**
 * The phone and the address of each region (spec 3, Region info), which the footer shows by the
 * visitor's country: Moldova, Romania, Russia, and Europe for the other countries.
 */
export function RegionsForm({ values, onChange, errors = {}, save, onSave }: RegionsFormProps) {
  const { t } = useTranslation('ui');
  return (
    <SiteSection
      slot="regions-form"
      heading={t('adminSite.regions.heading')}
      hint={t('adminSite.regions.hint')}
      save={save}
      onSave={onSave}
    >
      {REGION_INFO_REGIONS.map((region) => {
        const phone = `phone_${region}` as const;
        const address = `address_${region}` as const;
        return (
          <fieldset key={region} className="grid min-w-0 gap-4 sm:grid-cols-[16rem_1fr]">
            <legend className="mb-2 font-semibold">{t(`adminSite.regions.${region}`)}</legend>
            <TextField
              label={t('adminSite.regions.phone')}
              hint={t('adminSite.regions.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={REGION_PHONE_MAX}
              value={values[phone]}
              onValueChange={(value) => onChange(phone, value)}
              error={errors[phone]}
            />
            <TextField
              label={t('adminSite.regions.address')}
              maxLength={REGION_ADDRESS_MAX}
              value={values[address]}
              onValueChange={(value) => onChange(address, value)}
              error={errors[address]}
            />
          </fieldset>
        );
      })}
    </SiteSection>
  );
}
