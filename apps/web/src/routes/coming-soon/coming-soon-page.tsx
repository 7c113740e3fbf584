import { ComingSoon } from '@academy/ui';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';

/** Pages of later slices: a real, translated page that says so and offers a way home. */
export function Page() {
  return <ComingSoon homeHref={usePaths().home()} LinkComponent={RouterLink} />;
}
