import type { ContentPage } from '../../lib/routing/content-paths';

export interface LegalPage {
  page: Extract<ContentPage, 'Terms' | 'Privacy'>;
  /** The content plugin's page key (spec §7 getCmsPage's pageSlug). */
  cmsKey: 'terms' | 'privacy';
}

/** Which legal page an address shows: the privacy policy's two spellings, else the terms (four spellings). */
export function legalPageOf(pathname: string): LegalPage {
  return /\/(?:Privacy|privacy\.html)$/.test(pathname) ? { page: 'Privacy', cmsKey: 'privacy' } : { page: 'Terms', cmsKey: 'terms' };
}
