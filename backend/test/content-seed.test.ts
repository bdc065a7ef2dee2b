import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadContentSeed } from '../src/plugins/content/seed/content-seed-schema';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { SEED_DATA_DIR } from '../src/seed/load-seed-data';

describe('the content seed', () => {
  const seed = loadContentSeed(SEED_DATA_DIR);

  it('has the three pages, the FAQs, the contact subjects and the blog in every language', () => {
    expect(Object.keys(seed.pages).sort()).toEqual(['installation', 'privacy', 'terms']);
    expect(seed.faqs.faqs.length).toBeGreaterThanOrEqual(16);
    expect(seed.contact.subjects.map((subject) => subject.key)).toEqual(['customerService', 'press']);
    expect(seed.blog.posts.filter((post) => post.featured)).toHaveLength(1);
    expect(seed.blog.posts.some((post) => post.viewCount === 10821)).toBe(true);
  });

  it('states the figures of spec §9 in the terms of every language', () => {
    for (const language of SHOP_LANGUAGES) {
      const terms = seed.pages['terms']?.body[language] ?? '';
      for (const figure of ['24', '15', '5', '1', 'PayPal', 'Apple Pay', 'Visa', 'Mastercard'])
        expect(terms, `${language}: ${figure}`).toContain(figure);
    }
  });

  it('refuses a file with a missing translation, naming it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-seed-'));
    try {
      cpSync(path.join(SEED_DATA_DIR, 'content'), path.join(dir, 'content'), { recursive: true });
      const file = path.join(dir, 'content', 'faqs.json');
      const faqs = JSON.parse(readFileSync(file, 'utf8')) as { faqs: Array<{ question: Record<string, string> }> };
      delete faqs.faqs[0]?.question['ja'];
      writeFileSync(file, JSON.stringify(faqs));
      expect(() => loadContentSeed(dir)).toThrow(/faqs\.json: faqs\.0\.question\.ja/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
