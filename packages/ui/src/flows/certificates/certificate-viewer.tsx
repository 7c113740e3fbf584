import { DialogTitle } from '../../components/dialog/dialog';

export interface CertificateViewerProps {
  caption: string;
  image: string;
  isPdf: boolean;
}

/**
 * The inside of a certificate's lightbox (spec 2.9): its caption as the dialog's title, then the
 * PDF in an embedded viewer or the image at full size. The dashboard's gallery and a specialist's
 * public page show a certificate the same way.
 */
export function CertificateViewer({ caption, image, isPdf }: CertificateViewerProps) {
  return (
    <>
      <DialogTitle className="pr-10 text-xl sm:text-2xl">{caption}</DialogTitle>
      <div className="bg-muted flex h-[min(70dvh,44rem)] items-center justify-center overflow-hidden rounded-lg">
        {isPdf ? (
          <iframe src={image} title={caption} className="size-full bg-white" />
        ) : (
          <img src={image} alt={caption} className="max-h-full max-w-full object-contain" />
        )}
      </div>
    </>
  );
}
