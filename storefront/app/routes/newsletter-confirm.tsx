import { useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';

import { confirmNewsletterSubscription, ShopError, type NewsletterConfirmationResult } from '@shop/api';
import { Button } from '@shop/design-system';

import type { Route } from './+types/newsletter-confirm';
import { ErrorPage } from '../components/error-page';
import { withErrorMeta } from '../lib/seo/error-meta';
import { requireLocale } from '../lib/i18n/locale-route';
import { intlOfMatches } from '../lib/react/root-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';

/**
 * The newsletter's double opt-in link (`/{lang}/newsletter/confirm?token=…`). Opening it confirms
 * nothing: mail scanners open links too. The shopper presses the button, which posts the token.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  requireLocale(params.lang, 'en');
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<{ status: NewsletterConfirmationResult['status'] }> {
  const locale = requireLocale(params.lang, 'en');
  const token = String((await request.formData()).get('token') ?? '').trim();
  if (!token) return { status: 'INVALID_TOKEN' };
  try {
    return await confirmNewsletterSubscription(shopClientFor(request, context, locale), token);
  } catch (error) {
    if (error instanceof ShopError && error.status === 400) return { status: 'INVALID_TOKEN' };
    return toRouteError(error);
  }
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches }) => {
  const intl = intlOfMatches(matches);
  return intl ? [{ title: intl.formatMessage({ id: 'newsletter.confirm.title' }) }, { name: 'robots', content: 'noindex, nofollow' }] : [];
});

const RESULT_MESSAGE = {
  CONFIRMED: 'newsletter.confirm.done',
  INVALID_TOKEN: 'newsletter.confirm.invalid',
  EXPIRED: 'newsletter.confirm.expired',
} as const;

export default function NewsletterConfirm({ loaderData, actionData, params }: Route.ComponentProps) {
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-16 text-center" aria-labelledby="newsletter-confirm">
      <h1 id="newsletter-confirm" className="text-2xl font-bold">
        {intl.formatMessage({ id: 'newsletter.confirm.title' })}
      </h1>
      {actionData ? (
        <>
          <p role="status" className={actionData.status === 'CONFIRMED' ? 'font-semibold' : 'text-danger'}>
            {intl.formatMessage({ id: RESULT_MESSAGE[actionData.status] })}
          </p>
          <Link to={`/${params.lang}`} className="font-semibold text-primary underline">
            {intl.formatMessage({ id: 'error.returnHome' })}
          </Link>
        </>
      ) : loaderData.token ? (
        <Form method="post" className="flex flex-col items-center gap-4">
          <p>{intl.formatMessage({ id: 'newsletter.confirm.intro' })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" loading={busy} disabled={busy}>
            {intl.formatMessage({ id: 'newsletter.confirm.button' })}
          </Button>
        </Form>
      ) : (
        <p role="status" className="text-danger">
          {intl.formatMessage({ id: 'newsletter.confirm.invalid' })}
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
