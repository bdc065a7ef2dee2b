import type { RenderedFaq } from './faq-search';
import { markdownText } from './markdown-tree';

/** schema.org FAQPage: every question with its answer, so search results can show them. */
export function faqJsonLd(faqs: readonly RenderedFaq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownText(faq.answer) },
    })),
  };
}
