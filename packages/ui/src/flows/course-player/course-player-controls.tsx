import { MaximizeIcon, MinimizeIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';

export interface CoursePlayerControlsProps {
  /** The speed select's id (its label points to it). */
  speedId: string;
  rate: number;
  rates: readonly number[];
  /** Whether the video resumed where it was left (the "resumed" note shows). */
  resumed: boolean;
  fullscreen: boolean;
  onRestart: () => void;
  onRateChange: (rate: number) => void;
  onToggleFullscreen: () => void;
}

/** The bar under the video: start over, the resumed note, the speed and full screen. */
export function CoursePlayerControls({
  speedId,
  rate,
  rates,
  resumed,
  fullscreen,
  onRestart,
  onRateChange,
  onToggleFullscreen,
}: CoursePlayerControlsProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="bg-surface text-foreground flex flex-wrap items-center gap-2 border-t px-3 py-2">
      <Button variant="ghost" size="sm" onClick={onRestart}>
        <RotateCcwIcon aria-hidden="true" />
        {t('ui:player.restart')}
      </Button>
      {resumed ? (
        <span className="text-muted-foreground text-sm">{t('ui:player.resumed')}</span>
      ) : null}
      <span className="ml-auto flex items-center gap-2 text-sm">
        <label htmlFor={speedId}>{t('ui:player.speed')}</label>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => onRateChange(Number(event.target.value))}
          className="bg-background focus-visible:outline-ring h-8 rounded-md border px-2 text-sm focus-visible:outline-2"
        >
          {rates.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </span>
      <Button variant="ghost" size="sm" aria-pressed={fullscreen} onClick={onToggleFullscreen}>
        {fullscreen ? <MinimizeIcon aria-hidden="true" /> : <MaximizeIcon aria-hidden="true" />}
        {fullscreen ? t('ui:player.exitFullscreen') : t('ui:player.fullscreen')}
      </Button>
    </div>
  );
}
