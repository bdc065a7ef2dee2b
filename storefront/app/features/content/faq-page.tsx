import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';

import { Accordion, TextField } from '@shop/design-system';

import { JsonLd } from '../../components/json-ld';
import { useLocale } from '../../lib/i18n/locale-route';
import { searchFaqs, type RenderedFaq } from './faq-search';
import { faqJsonLd } from './faq-structured-data';
import { MarkdownContent } from './markdown-content';

interface FaqPageProps {
  faqs: RenderedFaq[];
}

/** Spec §2 FAQ: the questions by category as accessible accordions, with a search over questions and answers. */
export function FaqPage({ faqs }: FaqPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [term, setTerm] = useState('');
  const sections = searchFaqs(faqs, useDeferredValue(term), locale);
  const found = sections.reduce((count, section) => count + section.faqs.length, 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <JsonLd data={faqJsonLd(faqs)} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: 'faq.heading' })}</h1>
        <p className="text-muted-foreground">{intl.formatMessage({ id: 'faq.intro' })}</p>
      </header>
      <div role="search">
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'faq.search.label' })}
          placeholder={intl.formatMessage({ id: 'faq.search.placeholder' })}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p role="status" className="sr-only">
        {term.trim() ? intl.formatMessage({ id: 'faq.search.count' }, { count: found }) : ''}
      </p>
      {sections.length === 0 ? (
        <p className="text-muted-foreground">{intl.formatMessage({ id: 'faq.search.none' }, { term: term.trim() })}</p>
      ) : (
        sections.map((section) => (
          <section key={section.category.key} aria-labelledby={`faq-${section.category.key}`} className="flex flex-col gap-2">
            <h2 id={`faq-${section.category.key}`} className="text-xl font-semibold">
              {section.category.name}
            </h2>
            <Accordion
              headingLevel={3}
              items={section.faqs.map((faq) => ({ id: faq.key, question: faq.question, answer: <MarkdownContent tree={faq.answer} /> }))}
            />
          </section>
        ))
      )}
    </div>
  );
}
