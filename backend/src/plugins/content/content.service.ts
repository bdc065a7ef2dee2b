import { Injectable } from '@nestjs/common';
import { TransactionalConnection, TranslatorService, type RequestContext, type Translated } from '@vendure/core';

import { In } from 'typeorm';

import { ClaimStore } from '../claim-store/claim-store.service';

import { BlogPost, BlogPostTranslation, BlogTag, CmsPage, ContactDetails, ContactSubject, Faq, FaqCategory } from './entities';

export interface BlogPostListOptions {
  /** A tag key: only that tag's posts (the blog list's `?tag=`). */
  tag?: string | null;
  /** Only the featured post (true) or only the others (false). */
  featured?: boolean | null;
  skip?: number | null;
  take?: number | null;
}

/** A post viewed in a session: a claim in the claim store (plugins/claim-store), `content.viewed:post:<id>:session:<id>`. */
const viewedKey = (postId: string, sessionId: string) => `content.viewed:post:${postId}:session:${sessionId}`;
/** A view's claim lasts as long as its session; should the session's expiry be unreadable, this long. */
const VIEW_FALLBACK_TTL_MS = 24 * 60 * 60 * 1000;

/** Loaded explicitly: a post read by id through a query builder's result gets no eager relations. */
const POST_RELATIONS = { translations: true, tags: { translations: true }, cover: true } as const;

/** The most posts one list answers (the blog page shows 12). */
const MAX_TAKE = 50;

/**
 * The Shop API's reads of the content: every entity in the request's language (Vendure's
 * TranslatorService falls back to the channel's default language for a missing translation).
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly translator: TranslatorService,
    private readonly claims: ClaimStore,
  ) {}

  async cmsPage(ctx: RequestContext, key: string): Promise<Translated<CmsPage> | undefined> {
    const page = await this.connection.getRepository(ctx, CmsPage).findOne({ where: { key } });
    return page ? this.translator.translate(page, ctx) : undefined;
  }

  async faqCategories(ctx: RequestContext): Promise<Array<Translated<FaqCategory>>> {
    const categories = await this.connection.getRepository(ctx, FaqCategory).find({ order: { position: 'ASC' } });
    return categories.map((category) => this.translator.translate(category, ctx));
  }

  async faqs(ctx: RequestContext): Promise<Array<Translated<Faq>>> {
    const faqs = await this.connection.getRepository(ctx, Faq).find({ order: { position: 'ASC' } });
    return faqs.map((faq) => this.translator.translate(faq, ctx, ['category']));
  }

  async contactSubjects(ctx: RequestContext): Promise<Array<Translated<ContactSubject>>> {
    const subjects = await this.connection.getRepository(ctx, ContactSubject).find({ order: { position: 'ASC' } });
    return subjects.map((subject) => this.translator.translate(subject, ctx));
  }

  async contactDetails(ctx: RequestContext): Promise<Translated<ContactDetails> | undefined> {
    const details = await this.connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
    return details ? this.translator.translate(details, ctx) : undefined;
  }

  async blogTags(ctx: RequestContext): Promise<Array<Translated<BlogTag>>> {
    const tags = await this.connection.getRepository(ctx, BlogTag).find({ order: { key: 'ASC' } });
    return tags.map((tag) => this.translator.translate(tag, ctx));
  }

  /** Newest first; the featured post is in the list like any other. */
  async blogPosts(ctx: RequestContext, options: BlogPostListOptions): Promise<{ items: Array<Translated<BlogPost>>; totalItems: number }> {
    const query = this.connection
      .getRepository(ctx, BlogPost)
      .createQueryBuilder('post')
      .orderBy('post.publishedAt', 'DESC')
      .skip(Math.max(0, options.skip ?? 0))
      .take(Math.min(MAX_TAKE, Math.max(1, options.take ?? 12)));
    if (options.tag) query.innerJoin('post.tags', 'filterTag', 'filterTag.key = :tag', { tag: options.tag });
    // A literal, not a parameter: better-sqlite3 binds no booleans, and TRUE/FALSE read the same in SQLite and PostgreSQL.
    if (typeof options.featured === 'boolean') query.andWhere(`post.featured = ${options.featured ? 'TRUE' : 'FALSE'}`);
    const [posts, totalItems] = await query.getManyAndCount();
    // The query builder leaves the eager relations out: the page's posts are read again with them.
    const full =
      posts.length === 0
        ? []
        : await this.connection
            .getRepository(ctx, BlogPost)
            .find({ where: { id: In(posts.map((post) => post.id)) }, relations: POST_RELATIONS });
    const byId = new Map(full.map((post) => [String(post.id), post]));
    const items = posts.map((post) => byId.get(String(post.id))).filter((post): post is BlogPost => post !== undefined);
    return { items: items.map((post) => this.translator.translate(post, ctx, ['tags'])), totalItems };
  }

  /** A post by its slug in any language (a link shared in another language still opens it). */
  async blogPostBySlug(ctx: RequestContext, slug: string): Promise<Translated<BlogPost> | undefined> {
    const translation = await this.connection
      .getRepository(ctx, BlogPostTranslation)
      .findOne({ where: { slug }, relations: { base: true } });
    if (!translation) return undefined;
    const post = await this.connection
      .getRepository(ctx, BlogPost)
      .findOne({ where: { id: translation.base.id }, relations: POST_RELATIONS });
    return post ? this.translator.translate(post, ctx, ['tags']) : undefined;
  }

  /**
   * Counts a visit once per session: a reload or a second tab counts nothing more. The view is a
   * claim on (post, session), so of two requests at once one counts; it expires with the session
   * (after which no request can carry it), and the claim store's clean-up deletes it.
   */
  async recordView(ctx: RequestContext, slug: string): Promise<number | undefined> {
    const post = await this.blogPostBySlug(ctx, slug);
    if (!post) return undefined;
    if (!ctx.session) return post.viewCount;
    const sessionLeftMs = new Date(ctx.session.expires).getTime() - Date.now();
    const ttlMs = sessionLeftMs > 0 ? sessionLeftMs : VIEW_FALLBACK_TTL_MS;
    const counted = await this.claims.claim(viewedKey(String(post.id), String(ctx.session.id)), ttlMs);
    if (!counted) return post.viewCount;
    await this.connection.rawConnection.getRepository(BlogPost).increment({ id: post.id }, 'viewCount', 1);
    return post.viewCount + 1;
  }
}
