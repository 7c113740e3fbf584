import { ComingSoon } from '@academy/ui';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../app/router-link';

/** Pages of later slices: a real, translated page that says so and offers a way home. */
export function Page() {
  const { lang } = useParams();
  return <ComingSoon homeHref={`/${lang}`} LinkComponent={RouterLink} />;
}
