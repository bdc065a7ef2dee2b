import type { Faq } from '@shop/api';

import { markdownText, type WithMarkdown } from './markdown-tree';

/** A FAQ as its page gets it: the answer parsed on the server. */
export type RenderedFaq = WithMarkdown<Faq, 'answer'>;

export interface FaqSection {
  category: Faq['category'];
  faqs: RenderedFaq[];
}

/** Lower case without accents, so `remboursement` finds `Remboursement` and `telechargee` finds `téléchargée`. */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * The FAQs a search term leaves, grouped by category in the page's order. Every word of the term
 * must appear in the question, the answer or the category's name; a blank term keeps everything.
 * Japanese and Chinese have no spaces between words: their term is matched as one piece.
 */
export function searchFaqs(faqs: readonly RenderedFaq[], term: string, locale: string): FaqSection[] {
  const words = folded(term, locale).split(/\s+/).filter(Boolean);
  const sections: FaqSection[] = [];
  for (const faq of faqs) {
    const haystack = folded(`${faq.question}\n${markdownText(faq.answer)}\n${faq.category.name}`, locale);
    if (!words.every((word) => haystack.includes(word))) continue;
    const section = sections.find((candidate) => candidate.category.key === faq.category.key);
    if (section) section.faqs.push(faq);
    else sections.push({ category: faq.category, faqs: [faq] });
  }
  return sections;
}
