import type { LanguageCode } from '@vendure/common/lib/generated-types';
import type { DeepPartial, ID } from '@vendure/common/lib/shared-types';
import { EntityId, type LocaleString, type Translatable, type Translation } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { ContentEntity } from './translatable-base';

/** A group of the FAQ page (buying, installation, usage, payment and refunds). */
@Entity('content_faq_category')
export class FaqCategory extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<FaqCategory>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  /** Order on the page, lowest first. */
  @Column({ type: 'int', default: 0 })
  position!: number;

  name!: LocaleString;

  @OneToMany(() => FaqCategoryTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<FaqCategory>>;
}

@Entity('content_faq_category_translation')
export class FaqCategoryTranslation extends ContentEntity implements Translation<FaqCategory> {
  constructor(input?: DeepPartial<Translation<FaqCategory>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 255 }) name!: string;

  @Index()
  @ManyToOne(() => FaqCategory, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: FaqCategory;
}

/** One question of the FAQ page and its answer (Markdown). */
@Entity('content_faq')
export class Faq extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<Faq>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'int', default: 0 })
  position!: number;

  @ManyToOne(() => FaqCategory, { onDelete: 'CASCADE', eager: true })
  category!: FaqCategory;

  @EntityId()
  categoryId!: ID;

  question!: LocaleString;
  answer!: LocaleString;

  @OneToMany(() => FaqTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<Faq>>;
}

@Entity('content_faq_translation')
export class FaqTranslation extends ContentEntity implements Translation<Faq> {
  constructor(input?: DeepPartial<Translation<Faq>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 512 }) question!: string;
  @Column('text') answer!: string;

  @Index()
  @ManyToOne(() => Faq, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: Faq;
}
