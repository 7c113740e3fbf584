import { CameraIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpecialistAvatar } from '../../blocks/specialist-card/specialist-avatar';

export interface AvatarPickerProps {
  /** The stored photo; null shows the default avatar (SpecialistAvatar's). */
  src: string | null;
  disabled?: boolean;
  /** A chosen file (the machine sends it only when one was chosen: spec 5, Avatar). */
  onSelect: (file: File) => void;
  /** The server's refusal of the chosen file, translated: the stored photo shows again. */
  error?: string | null;
}

/** The specialist's photo with a keyboard-reachable picker and a preview of the new file. */
export function AvatarPicker({ src, disabled, onSelect, error }: AvatarPickerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div data-slot="avatar-picker" className="flex items-center gap-4">
      <SpecialistAvatar image={error ? src : (preview ?? src)} alt={t('my-page.avatarAlt')} />
      <div>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setPreview(URL.createObjectURL(file));
            onSelect(file);
          }}
        />
        <label
          htmlFor={id}
          className="border-input text-foreground hover:border-primary hover:text-primary peer-focus-visible:outline-ring inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3.5 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2"
        >
          <CameraIcon className="size-4" aria-hidden="true" />
          {t('my-page.avatarChoose')}
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-danger mt-2 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
