import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface DestinationTabsPageProps {
  headingId: string;
  introId: string;
  /** The page's sections under its introduction: the tabs, and on the home page the promises and the rating. */
  children: ReactNode;
}

/** A heading, its introduction and the destination sections: the frame of the home and offers pages. */
export function DestinationTabsPage({ headingId, introId, children }: DestinationTabsPageProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: headingId })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: introId })}</p>
      </header>
      {children}
    </div>
  );
}
