import { describe, expect, it } from 'vitest';

import type { Faq } from '@shop/api';

import { searchFaqs, type RenderedFaq } from './faq-search';
import { markdownTree } from './markdown-tree.server';

const payment = { key: 'payment', name: 'Paiement' };
const install = { key: 'install', name: 'Installation' };
const faq = (key: string, category: Faq['category'], question: string, answer: string): RenderedFaq => ({
  key,
  category,
  question,
  answer: markdownTree(answer),
});

const FAQS = [
  faq('refund', payment, 'Puis-je être remboursé ?', 'Aucun **remboursement** pour un appareil verrouillé.'),
  faq('install-qr', install, "Comment installer l'eSIM ?", 'Scannez le QR code reçu par e-mail.'),
  faq('cards', payment, 'Quelles cartes acceptez-vous ?', 'Visa, Mastercard, PayPal et Apple Pay.'),
];

describe('searchFaqs', () => {
  it('keeps every FAQ, grouped by category in the page order, for a blank term', () => {
    expect(searchFaqs(FAQS, '   ', 'fr').map((section) => [section.category.key, section.faqs.map((item) => item.key)])).toEqual([
      ['payment', ['refund', 'cards']],
      ['install', ['install-qr']],
    ]);
  });

  it('matches without accents or case, in the question or the answer', () => {
    expect(searchFaqs(FAQS, 'REMBOURSE', 'fr').flatMap((section) => section.faqs.map((item) => item.key))).toEqual(['refund']);
    expect(searchFaqs(FAQS, 'qr e-mail', 'fr').flatMap((section) => section.faqs.map((item) => item.key))).toEqual(['install-qr']);
  });

  it('needs every word of the term', () => {
    expect(searchFaqs(FAQS, 'visa installer', 'fr')).toEqual([]);
  });

  it('finds a category by its name', () => {
    expect(searchFaqs(FAQS, 'paiement', 'fr').flatMap((section) => section.faqs.map((item) => item.key))).toEqual(['refund', 'cards']);
  });

  it('matches Japanese text as one piece', () => {
    const japanese = [faq('ja', { key: 'payment', name: '支払い' }, '返金されますか？', 'ロックされた端末は返金されません。')];
    expect(searchFaqs(japanese, '返金', 'ja')).toHaveLength(1);
    expect(searchFaqs(japanese, '配送', 'ja')).toEqual([]);
  });
});
