import { Inject, Injectable } from '@nestjs/common';
import { DeletionResult, type LanguageCode } from '@vendure/common/lib/generated-types';
import type { ID, Type } from '@vendure/common/lib/shared-types';
import {
  EntityNotFoundError,
  EventBus,
  ListQueryBuilder,
  TransactionalConnection,
  TranslatableSaver,
  TranslatorService,
  UserInputError,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  type Translatable,
  type Translated,
  type Translation,
  type VendureEntity,
} from '@vendure/core';
import { In, Not } from 'typeorm';

import {
  BlogPost,
  BlogPostTranslation,
  BlogTag,
  BlogTagTranslation,
  CmsPage,
  CmsPageTranslation,
  ContactDetails,
  ContactDetailsTranslation,
  ContactSubject,
  ContactSubjectTranslation,
  Faq,
  FaqCategory,
  FaqCategoryTranslation,
  FaqTranslation,
} from '../entities';
import { ContentChangedEvent } from '../content-events';
import { loadContentSeed } from '../seed/content-seed-schema';
import { CONTENT_KEY, CONTENT_SEED_DIR, seededKeysOf, type SeededKeys } from './seeded-keys';

type Keyed = Translatable & VendureEntity & { key: string };

/** One editable kind of content: its entity, its translation entity and what the seed has of it. */
interface ContentKind<T extends Keyed> {
  name: string;
  entity: Type<T>;
  translation: Type<Translation<T>>;
  /** Relations whose own translations are translated too (a FAQ's category, a post's tags). */
  translatedRelations?: Array<keyof T & string>;
  /** The text fields every new translation must have. */
  requiredTexts: string[];
  seeded?: keyof SeededKeys;
}

export const CONTENT_KINDS = {
  cmsPage: {
    name: 'CmsPage',
    entity: CmsPage,
    translation: CmsPageTranslation,
    requiredTexts: ['title', 'body'],
  } satisfies ContentKind<CmsPage>,
  faqCategory: {
    name: 'FaqCategory',
    entity: FaqCategory,
    translation: FaqCategoryTranslation,
    requiredTexts: ['name'],
    seeded: 'faqCategory',
  } satisfies ContentKind<FaqCategory>,
  faq: {
    name: 'Faq',
    entity: Faq,
    translation: FaqTranslation,
    translatedRelations: ['category'],
    requiredTexts: ['question', 'answer'],
    seeded: 'faq',
  } satisfies ContentKind<Faq>,
  blogTag: {
    name: 'BlogTag',
    entity: BlogTag,
    translation: BlogTagTranslation,
    requiredTexts: ['name'],
    seeded: 'blogTag',
  } satisfies ContentKind<BlogTag>,
  blogPost: {
    name: 'BlogPost',
    entity: BlogPost,
    translation: BlogPostTranslation,
    translatedRelations: ['tags'],
    requiredTexts: ['title', 'slug', 'body'],
    seeded: 'blogPost',
  } satisfies ContentKind<BlogPost>,
  contactSubject: {
    name: 'ContactSubject',
    entity: ContactSubject,
    translation: ContactSubjectTranslation,
    requiredTexts: ['label'],
    seeded: 'contactSubject',
  } satisfies ContentKind<ContactSubject>,
  contactDetails: {
    name: 'ContactDetails',
    entity: ContactDetails,
    translation: ContactDetailsTranslation,
    requiredTexts: ['hours'],
  } satisfies ContentKind<ContactDetails>,
};

export interface TranslationInput {
  id?: ID | null;
  languageCode: LanguageCode;
  [field: string]: unknown;
}

export interface ContentInput {
  id?: ID;
  key?: string;
  translations?: TranslationInput[] | null;
  [field: string]: unknown;
}

/** The slug of a blog post is its address: lower-case letters, digits and hyphens (any script for ja and zh_Hant). */
const SLUG = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

/** A kind's required texts in each translation: given and not blank, or on update left out (kept as they are). */
function checkRequiredTexts(kind: { requiredTexts: string[] }, translations: TranslationInput[], write: 'create' | 'update'): void {
  for (const translation of translations) {
    for (const field of kind.requiredTexts) {
      const value = translation[field];
      if (write === 'update' && value === undefined) continue;
      if (typeof value !== 'string' || value.trim() === '')
        throw new UserInputError(`${field} ${write === 'create' ? 'is required' : 'cannot be empty'} (${translation.languageCode})`);
    }
  }
}

/**
 * The Admin API's reads and writes of the content. Writes go through Vendure's TranslatableSaver
 * (a translation per language, added or updated by its language code). Nothing here touches the
 * seeding: a start still only adds what the database lacks, so staff edits stay.
 */
@Injectable()
export class ContentAdminService {
  private seeded: SeededKeys | undefined;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translatableSaver: TranslatableSaver,
    private readonly translator: TranslatorService,
    private readonly eventBus: EventBus,
    @Inject(CONTENT_SEED_DIR) private readonly seedDir: string,
  ) {}

  async list<T extends Keyed>(
    ctx: RequestContext,
    kind: ContentKind<T>,
    options: ListQueryOptions<T> | undefined,
  ): Promise<PaginatedList<Translated<T>>> {
    const [items, totalItems] = await this.listQueryBuilder.build(kind.entity, options ?? {}, { ctx }).getManyAndCount();
    // The list's query leaves eager relations out; the page's rows are read again with them.
    const full = await this.byIds(
      ctx,
      kind,
      items.map((item) => item.id),
    );
    return {
      items: items.map((item) => full.get(String(item.id))).filter((item): item is Translated<T> => item !== undefined),
      totalItems,
    };
  }

  async findOne<T extends Keyed>(ctx: RequestContext, kind: ContentKind<T>, id: ID): Promise<Translated<T> | undefined> {
    return (await this.byIds(ctx, kind, [id])).get(String(id));
  }

  private async byIds<T extends Keyed>(ctx: RequestContext, kind: ContentKind<T>, ids: ID[]): Promise<Map<string, Translated<T>>> {
    if (ids.length === 0) return new Map();
    const rows = await this.connection.getRepository(ctx, kind.entity).find({ where: { id: In(ids) } as never });
    return new Map(rows.map((row) => [String(row.id), this.translator.translate(row, ctx, kind.translatedRelations as never)]));
  }

  async contactDetails(ctx: RequestContext): Promise<Translated<ContactDetails> | undefined> {
    const details = await this.connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
    return details ? this.translator.translate(details, ctx) : undefined;
  }

  async create<T extends Keyed>(
    ctx: RequestContext,
    kind: ContentKind<T>,
    input: ContentInput,
    beforeSave?: (entity: T) => Promise<void>,
  ): Promise<Translated<T>> {
    const key = input.key ?? '';
    if (!CONTENT_KEY.test(key)) throw new UserInputError(`The key "${key}" must be 1 to 64 letters, digits, hyphens or underscores`);
    if (await this.connection.getRepository(ctx, kind.entity).exists({ where: { key } as never })) {
      throw new UserInputError(`A ${kind.name} with the key "${key}" exists already`);
    }
    const translations = input.translations ?? [];
    if (translations.length === 0) throw new UserInputError(`A ${kind.name} needs at least one translation`);
    checkRequiredTexts(kind, translations, 'create');
    await this.checkTranslations(ctx, kind, undefined, translations);
    const saved = await this.translatableSaver.create({
      ctx,
      entityType: kind.entity,
      translationType: kind.translation,
      input: input as never,
      beforeSave,
    });
    await this.eventBus.publish(new ContentChangedEvent(ctx, kind.name));
    return this.found(ctx, kind, saved.id);
  }

  async update<T extends Keyed>(
    ctx: RequestContext,
    kind: ContentKind<T>,
    input: ContentInput & { id: ID },
    beforeSave?: (entity: T) => Promise<void>,
  ): Promise<Translated<T>> {
    await this.found(ctx, kind, input.id);
    checkRequiredTexts(kind, input.translations ?? [], 'update');
    await this.checkTranslations(ctx, kind, input.id, input.translations ?? []);
    // The key is what the storefront and the seed find the entity by: it never changes.
    const { key: _ignored, ...patch } = input;
    await this.translatableSaver.update({
      ctx,
      entityType: kind.entity,
      translationType: kind.translation,
      input: patch as never,
      beforeSave,
    });
    await this.eventBus.publish(new ContentChangedEvent(ctx, kind.name));
    return this.found(ctx, kind, input.id);
  }

  /** Blog slugs are addresses: well-formed and unique per language. */
  private async checkTranslations<T extends Keyed>(
    ctx: RequestContext,
    kind: ContentKind<T>,
    id: ID | undefined,
    translations: TranslationInput[],
  ): Promise<void> {
    if (kind.entity !== (BlogPost as unknown)) return;
    for (const translation of translations) {
      const slug: unknown = translation['slug'];
      if (slug === undefined) continue;
      if (typeof slug !== 'string' || !SLUG.test(slug))
        throw new UserInputError(
          `The slug ${JSON.stringify(slug)} must be lower-case words joined by hyphens (${translation.languageCode})`,
        );
      const clash = await this.connection.getRepository(ctx, BlogPostTranslation).findOne({
        where: { slug, languageCode: translation.languageCode, ...(id === undefined ? {} : { base: { id: Not(id) } }) },
        relations: { base: true },
      });
      if (clash) throw new UserInputError(`The slug "${slug}" is used by another post (${translation.languageCode})`);
    }
  }

  async delete<T extends Keyed>(ctx: RequestContext, kind: ContentKind<T>, id: ID): Promise<{ result: DeletionResult; message?: string }> {
    const entity = await this.found(ctx, kind, id);
    if (kind.seeded && this.seededKeys()[kind.seeded].has(entity.key)) {
      return {
        result: DeletionResult.NOT_DELETED,
        message: `"${entity.key}" comes from backend/seed/content: the next start would add it back. Edit it instead, or remove it from the seed files first.`,
      };
    }
    if (
      kind.entity === (FaqCategory as unknown) &&
      (await this.connection.getRepository(ctx, Faq).exists({ where: { category: { id } } }))
    ) {
      return { result: DeletionResult.NOT_DELETED, message: `The category "${entity.key}" still has FAQs: move or delete them first.` };
    }
    await this.connection.getRepository(ctx, kind.entity).delete(id);
    await this.eventBus.publish(new ContentChangedEvent(ctx, kind.name));
    return { result: DeletionResult.DELETED };
  }

  /** Checks an id of another content entity given in an input (a FAQ's category, a post's tags). */
  async required<T extends Keyed>(ctx: RequestContext, kind: ContentKind<T>, ids: ID[]): Promise<T[]> {
    const unique = [...new Set(ids.map(String))];
    if (unique.length === 0) return [];
    const rows = await this.connection.getRepository(ctx, kind.entity).find({ where: { id: In(unique) } as never });
    if (rows.length !== unique.length)
      throw new EntityNotFoundError(kind.name, unique.find((id) => !rows.some((row) => String(row.id) === id)) ?? '');
    return rows;
  }

  /** The blog page has one featured block: featuring a post unfeatures the others (same transaction). */
  async unfeatureOtherPosts(ctx: RequestContext, keep: ID | undefined): Promise<void> {
    await this.connection
      .getRepository(ctx, BlogPost)
      .update(keep === undefined ? { featured: true } : { featured: true, id: Not(keep) }, { featured: false });
  }

  private async found<T extends Keyed>(ctx: RequestContext, kind: ContentKind<T>, id: ID): Promise<Translated<T>> {
    const entity = await this.findOne(ctx, kind, id);
    if (!entity) throw new EntityNotFoundError(kind.name, id);
    return entity;
  }

  private seededKeys(): SeededKeys {
    this.seeded ??= seededKeysOf(loadContentSeed(this.seedDir));
    return this.seeded;
  }
}
