import type { RegionInfo } from '../api/content';
import { orOnFailure } from './content-load';
import { visitorCountry } from './visitor-country';

/** What the footer shows per visitor (spec 2.2): the country's documents and the region info. */
export interface FooterData {
  region: string | null;
  regionInfo: RegionInfo | null;
}

/**
 * The footer's data; never fails (spec 8: a failed content load shows the placeholder). The api
 * module is loaded with it, so its schemas stay out of the entry chunk.
 */
export async function loadFooterData(): Promise<FooterData> {
  const [region, regionInfo] = await Promise.all([
    visitorCountry(),
    orOnFailure(
      'region info',
      import('../api/shell').then(({ content }) => content.regionInfo()),
      null,
    ),
  ]);
  return { region, regionInfo };
}
