import { BannerFields, type BannerFieldsProps } from '@academy/ui/back-office';
import { useEffect } from 'react';
import { useImageUpload } from './use-image-upload';

/**
 * A new banner's fields with an image field of their own: drawn each time the dialog opens, so
 * each banner starts from no picture; the uploaded image's id goes up for the save.
 */
export function BannerDialogFields({
  onImageId,
  ...props
}: Omit<BannerFieldsProps, 'image'> & { onImageId: (id: number | null) => void }) {
  const banner = useImageUpload('course_banner');
  useEffect(() => onImageId(banner.imageId), [banner.imageId, onImageId]);
  return <BannerFields {...props} image={banner.field} />;
}
