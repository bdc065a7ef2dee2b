import { Suspense, useState, type ReactNode } from 'react';

import { Button } from '@shop/design-system';

import { lazyPart } from '../../lib/react/lazy-part';

/** The modal, its form and its machine: loaded when the shopper first opens it, never with the page. */
const NewsletterModalHost = lazyPart(() => import('./newsletter-signup-form').then((module) => module.NewsletterModalHost));

/** The footer's button that opens the newsletter modal (spec §2); its pointer on the way starts loading the modal. */
export function NewsletterModalButton({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void NewsletterModalHost.preload()}
        onFocus={() => void NewsletterModalHost.preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <NewsletterModalHost open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
