import { type Availability, HORIZON_MAX_DAYS, SLOT_STEPS } from '@academy/contract/calendar';
import type {
  AvailabilityEdit,
  AvailabilityFieldErrors,
  AvailabilityNumberField,
} from '@academy/machines';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../use-flow-message';
import { minutesText } from './minutes-text';
import { NativeSelectField } from './native-select-field';

export interface BookingRulesProps {
  availability: Availability;
  errors: AvailabilityFieldErrors;
  language: string;
  /** The zone of the specialist's country, named as the default. */
  countryZone?: string;
  disabled?: boolean;
  onEdit: (edit: AvailabilityEdit) => void;
}

const BUFFERS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const NOTICES = [0, 30, 60, 120, 180, 240, 480, 720, 1440, 2880, 4320, 10080];

/** `UTC+02:00` of a zone now (the offset its clocks show today). */
function offsetOf(zone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return (part ?? 'GMT').replace('GMT', 'UTC');
}

/** Every IANA zone this browser knows, with its offset; the chosen one even if it knows none. */
function useZoneOptions(current: string) {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const all = zones.includes(current) ? zones : [current, ...zones];
    return all.map((zone) => {
      let offset = '';
      try {
        offset = ` (${offsetOf(zone)})`;
      } catch {
        // An unknown zone is shown as typed; the contract's check says it is unknown.
      }
      return { value: zone, label: `${zone.replaceAll('_', ' ')}${offset}` };
    });
  }, [current]);
}

/** The list, with the value it holds if that one is not in it (set elsewhere, kept as it is). */
const withCurrent = (values: readonly number[], current: number) =>
  Number.isNaN(current) || values.includes(current)
    ? values
    : [...values, current].sort((a, b) => a - b);

/**
 * How clients book: the zone the hours are in, the buffers around each visit, the minimum notice,
 * how far ahead, and the grid slots start on.
 */
export function BookingRules({
  availability,
  errors,
  language,
  countryZone,
  disabled,
  onEdit,
}: BookingRulesProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const zones = useZoneOptions(availability.time_zone);
  const setNumber = (field: AvailabilityNumberField) => (value: string) =>
    onEdit({ kind: 'setNumber', field, value: value.trim() === '' ? Number.NaN : Number(value) });
  const minutesOptions = (values: readonly number[], current: number) =>
    withCurrent(values, current).map((value) => ({
      value: String(value),
      label: value === 0 ? t('availability.none') : minutesText(value, language),
    }));
  return (
    <div className="grid gap-5 @min-[767px]:grid-cols-2">
      <NativeSelectField
        className="@min-[767px]:col-span-2"
        label={t('availability.timeZone')}
        hint={countryZone ? t('availability.countryZone', { zone: countryZone }) : undefined}
        error={message(errors.time_zone)}
        value={availability.time_zone}
        options={zones}
        disabled={disabled}
        onValueChange={(value) => onEdit({ kind: 'setTimeZone', value })}
      />
      <NativeSelectField
        label={t('availability.bufferBefore')}
        error={message(errors.buffer_before)}
        value={String(availability.buffer_before)}
        options={minutesOptions(BUFFERS, availability.buffer_before)}
        disabled={disabled}
        onValueChange={setNumber('buffer_before')}
      />
      <NativeSelectField
        label={t('availability.bufferAfter')}
        error={message(errors.buffer_after)}
        value={String(availability.buffer_after)}
        options={minutesOptions(BUFFERS, availability.buffer_after)}
        disabled={disabled}
        onValueChange={setNumber('buffer_after')}
      />
      <NativeSelectField
        label={t('availability.minNotice')}
        hint={t('availability.minNoticeHint')}
        error={message(errors.min_notice)}
        value={String(availability.min_notice)}
        options={minutesOptions(NOTICES, availability.min_notice)}
        disabled={disabled}
        onValueChange={setNumber('min_notice')}
      />
      <TextField
        label={t('availability.horizon')}
        hint={t('availability.horizonHint', { max: HORIZON_MAX_DAYS })}
        error={message(errors.horizon_days)}
        type="number"
        inputMode="numeric"
        min={1}
        max={HORIZON_MAX_DAYS}
        value={Number.isNaN(availability.horizon_days) ? '' : String(availability.horizon_days)}
        disabled={disabled}
        onValueChange={setNumber('horizon_days')}
      />
      <NativeSelectField
        label={t('availability.slotStep')}
        hint={t('availability.slotStepHint')}
        error={message(errors.slot_step)}
        value={String(availability.slot_step)}
        options={SLOT_STEPS.map((step) => ({
          value: String(step),
          label: minutesText(step, language),
        }))}
        disabled={disabled}
        onValueChange={setNumber('slot_step')}
      />
    </div>
  );
}
