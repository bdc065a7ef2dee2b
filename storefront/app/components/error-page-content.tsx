import { Component, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { Button } from '@shop/design-system';

import { isChunkLoadError, reportChunkFailure } from '../features/shell/chunk-reload';
import { ReportFailedNavigation } from '../features/shell/loading-bar-host';
import { isNotFound } from '../lib/seo/error-meta';
import { useRootData } from '../lib/react/root-data';

interface ErrorPageProps {
  error: unknown;
  /** Rendered by the root boundary, outside every layout: adds its own landmark. */
  standalone?: boolean;
}

function LostConnectionIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 80"
      className="mx-auto h-24 w-36 text-primary"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <rect x="34" y="6" width="52" height="68" rx="8" />
      <path d="M48 30c8-7 16-7 24 0M53 38c4-3 10-3 14 0" strokeLinecap="round" />
      <circle cx="60" cy="48" r="2.5" fill="currentColor" />
      <path d="M20 20l80 40" strokeLinecap="round" className="text-danger" stroke="currentColor" />
    </svg>
  );
}

/** Spec §2 error page: 404 'Page not found', others 'An error occured', with return home and go back. */
function TranslatedErrorPage({ error, standalone }: ErrorPageProps) {
  const root = useRootData();
  const notFound = isNotFound(error);
  useEffect(() => {
    // A newer build replaced the page's code (spec §8): one reload, not again within 60 s.
    if (isChunkLoadError(error)) reportChunkFailure();
  }, [error]);
  const home = `/${root?.locale ?? 'en'}`;
  const body = (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" aria-labelledby="error-title">
      <LostConnectionIllustration />
      <h1 id="error-title" className="text-2xl font-bold">
        <FormattedMessage id={notFound ? 'error.notFound.title' : 'error.generic.title'} />
      </h1>
      <p className="text-lg">
        <FormattedMessage id={notFound ? 'error.notFound.heading' : 'error.generic.description'} />
      </p>
      {notFound ? (
        <p className="text-muted-foreground">
          <FormattedMessage id="error.notFound.description" />
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.history.back()} variant="secondary">
          <FormattedMessage id="error.goBack" />
        </Button>
        <Link to={home} className="inline-flex items-center rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">
          <FormattedMessage id="error.returnHome" />
        </Link>
      </div>
    </section>
  );
  return standalone ? (
    <main id="main">{body}</main>
  ) : (
    <>
      <ReportFailedNavigation />
      {body}
    </>
  );
}

/** Spec §2: if the error page itself fails, an English fallback with a link home. */
function FallbackErrorPage() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      {/* Spec §2 asks for this fallback in English: the catalogs may be what failed. */}
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the spec's English fallback */}
      <h1 className="text-2xl font-bold">An error occurred while showing the error page</h1>
      <p className="mt-4">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the spec's English fallback */}
        <a href="/" className="underline">
          Return home
        </a>
      </p>
    </main>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children;
  }
}

export function ErrorPageContent(props: ErrorPageProps) {
  const root = useRootData();
  if (!root) return <FallbackErrorPage />;
  return (
    <ErrorPageGuard>
      <TranslatedErrorPage {...props} />
    </ErrorPageGuard>
  );
}
