import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';

import { MarkdownContent } from './markdown-content';
import { markdownText } from './markdown-tree';
import { markdownTree } from './markdown-tree.server';

/** The text of drawn HTML: tags dropped, entities read. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const draw = (source: string) => renderToStaticMarkup(createElement(MarkdownContent, { tree: markdownTree(source) }));

describe('markdownTree and MarkdownContent', () => {
  it('draws headings one level down, paragraphs, lists, emphasis and links with the content styles', () => {
    const html = draw(
      '# Title\n\nSome **bold** and *soft* text.\n\n## Part\n\n- one\n- two\n\n3. three\n\n[FAQ](/en/Faq) or [Apple](https://apple.com)',
    );
    expect(html).toBe(
      '<div>' +
        '<h2 class="mt-8 text-2xl font-bold">Title</h2>\n' +
        '<p class="mt-4 leading-relaxed">Some <strong class="font-semibold">bold</strong> and <em>soft</em> text.</p>\n' +
        '<h2 class="mt-8 text-xl font-bold">Part</h2>\n' +
        '<ul class="mt-4 list-disc space-y-1 ps-6">\n<li>one</li>\n<li>two</li>\n</ul>\n' +
        '<ol class="mt-4 list-decimal space-y-1 ps-6" start="3">\n<li>three</li>\n</ol>\n' +
        '<p class="mt-4 leading-relaxed">' +
        '<a href="/en/Faq" class="font-medium text-primary underline underline-offset-2">FAQ</a> or ' +
        '<a href="https://apple.com" class="font-medium text-primary underline underline-offset-2" rel="noopener noreferrer" target="_blank">Apple</a>' +
        '</p>' +
        '</div>',
    );
  });

  it('drops raw HTML and unsafe link targets, as react-markdown does', () => {
    const html = draw('<script>alert(1)</script>\n\nHi <b>there</b> [x](javascript:alert(1))');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('javascript:');
  });

  it('keeps every word of the seeded content (English, Japanese) as react-markdown drew it', () => {
    // Two languages of eight (a Latin and a CJK script): parsing is the test's time, and the others use the same syntax.
    const languages = new Set(['en', 'ja']);
    const seed = (file: string) => JSON.parse(readFileSync(new URL(`../../../../backend/seed/content/${file}`, import.meta.url), 'utf8'));
    const sources: string[] = [];
    const collect = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if ((key === 'body' || key === 'answer') && child && typeof child === 'object') {
          for (const [language, text] of Object.entries(child)) if (languages.has(language) && typeof text === 'string') sources.push(text);
        } else collect(child);
      }
    };
    for (const file of ['blog.json', 'faqs.json', 'pages.json']) collect(seed(file));
    expect(sources.length).toBeGreaterThan(20);
    for (const source of sources) {
      const tree = markdownTree(source);
      const reference = textOfHtml(renderToStaticMarkup(createElement(Markdown, { skipHtml: true }, source)));
      expect(textOfHtml(renderToStaticMarkup(createElement(MarkdownContent, { tree })))).toBe(reference);
      expect(markdownText(tree)).toBe(reference.replace(/\s+/g, ' ').trim());
    }
  });
});
