import type { LanguageCode } from '@vendure/common/lib/generated-types';
import type { DeepPartial } from '@vendure/common/lib/shared-types';
import type { LocaleString, Translatable, Translation } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { ContentEntity } from './translatable-base';

/** A page of text the shop's staff write: terms, privacy, installation (spec §2 "Pages by content"). */
@Entity('content_cms_page')
export class CmsPage extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<CmsPage>) {
    super();
    if (input) Object.assign(this, input);
  }

  /** `terms`, `privacy`, `installation`: what the storefront asks for. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  title!: LocaleString;
  metaDescription!: LocaleString;
  /** Markdown. */
  body!: LocaleString;

  @OneToMany(() => CmsPageTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<CmsPage>>;
}

@Entity('content_cms_page_translation')
export class CmsPageTranslation extends ContentEntity implements Translation<CmsPage> {
  constructor(input?: DeepPartial<Translation<CmsPage>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 255 }) title!: string;
  @Column({ type: 'varchar', length: 512, default: '' }) metaDescription!: string;
  @Column('text') body!: string;

  @Index()
  @ManyToOne(() => CmsPage, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: CmsPage;
}
