import type { LanguageCode } from '@vendure/common/lib/generated-types';
import type { DeepPartial, ID } from '@vendure/common/lib/shared-types';
import { Asset, EntityId, type LocaleString, type Translatable, type Translation } from '@vendure/core';
import { Column, Entity, Index, JoinTable, ManyToMany, ManyToOne, OneToMany } from 'typeorm';

import { ContentEntity } from './translatable-base';

/** A blog tag (guides, installation, tips, destinations): the blog list's category filter. */
@Entity('content_blog_tag')
export class BlogTag extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<BlogTag>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  name!: LocaleString;

  @OneToMany(() => BlogTagTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<BlogTag>>;
}

@Entity('content_blog_tag_translation')
export class BlogTagTranslation extends ContentEntity implements Translation<BlogTag> {
  constructor(input?: DeepPartial<Translation<BlogTag>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 128 }) name!: string;

  @Index()
  @ManyToOne(() => BlogTag, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: BlogTag;
}

/** A blog post (spec §2 Blog, BlogPost; §3 Blog card: image, title, views, tag). */
@Entity('content_blog_post')
export class BlogPost extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<BlogPost>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'varchar', length: 128 })
  author!: string;

  @Index()
  @Column({ type: Date })
  publishedAt!: Date;

  @Column({ type: Date, nullable: true })
  contentUpdatedAt!: Date | null;

  /** The one post of the blog page's featured block (with the newsletter sign-up). */
  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  /** Visits counted once per visit (recordBlogPostView). */
  @Column({ type: 'int', default: 0 })
  viewCount!: number;

  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL', eager: true })
  cover!: Asset | null;

  @EntityId({ nullable: true })
  coverId!: ID | null;

  @ManyToMany(() => BlogTag, { eager: true })
  @JoinTable({ name: 'content_blog_post_tags' })
  tags!: BlogTag[];

  title!: LocaleString;
  /** Per language: the post's address is `/{lang}/blog/{slug}.html`. */
  slug!: LocaleString;
  excerpt!: LocaleString;
  metaDescription!: LocaleString;
  /** Markdown. */
  body!: LocaleString;

  @OneToMany(() => BlogPostTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<BlogPost>>;
}

@Entity('content_blog_post_translation')
@Index(['languageCode', 'slug'], { unique: true })
export class BlogPostTranslation extends ContentEntity implements Translation<BlogPost> {
  constructor(input?: DeepPartial<Translation<BlogPost>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 255 }) title!: string;
  @Column({ type: 'varchar', length: 255 }) slug!: string;
  @Column({ type: 'varchar', length: 512, default: '' }) excerpt!: string;
  @Column({ type: 'varchar', length: 512, default: '' }) metaDescription!: string;
  @Column('text') body!: string;

  @Index()
  @ManyToOne(() => BlogPost, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: BlogPost;
}
