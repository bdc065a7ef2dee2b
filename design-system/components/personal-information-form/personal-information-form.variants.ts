/**
 * Pairs (names, company and VAT number, zip code and town) share a row once
 * the form itself is wide enough: a container query, not the viewport, so the
 * same form stays one column in the side panel on a desktop screen.
 */
export const personalInformationPairClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-2';

/** Street and number: the number takes a short column once the form is wide enough. */
export const personalInformationStreetRowClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-[minmax(0,1fr)_8rem]';

/** A group of fields under its legend; no box, the legend and spacing group them. */
export const personalInformationSectionClassName = 'flex min-w-0 flex-col gap-5';

export const personalInformationLegendClassName = 'mb-4 p-0 text-base font-bold text-foreground [overflow-wrap:anywhere]';
