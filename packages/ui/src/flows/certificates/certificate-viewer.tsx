import { DialogTitle } from '../../components/dialog/dialog';

export interface CertificateViewerProps {
  caption: string;
  image: string;
}

/**
 * The inside of a certificate's lightbox (spec 2.9): its caption as the dialog's title, then the
 * image at full size. The dashboard's gallery and a specialist's public page show a certificate
 * the same way. A PDF has no lightbox: an uploaded file other than an image is a download (the
 * server never lets one draw on the site's origin).
 */
export function CertificateViewer({ caption, image }: CertificateViewerProps) {
  return (
    <>
      <DialogTitle className="pr-10 text-xl sm:text-2xl">{caption}</DialogTitle>
      <div className="bg-muted flex h-[min(70dvh,44rem)] items-center justify-center overflow-hidden rounded-lg">
        <img src={image} alt={caption} className="max-h-full max-w-full object-contain" />
      </div>
    </>
  );
}
