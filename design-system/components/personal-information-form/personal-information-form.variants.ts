/** Street and number: the number takes a short column once the form is wide enough. */
export const personalInformationStreetRowClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-[minmax(0,1fr)_8rem]';

/** A group of fields under its legend; no box, the legend and spacing group them. */
export const personalInformationSectionClassName = 'flex min-w-0 flex-col gap-5';

export const personalInformationLegendClassName = 'mb-4 p-0 text-base font-bold text-foreground [overflow-wrap:anywhere]';
