import type { LanguageCode } from '@vendure/common/lib/generated-types';
import type { DeepPartial } from '@vendure/common/lib/shared-types';
import type { LocaleString, Translatable, Translation } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { ContentEntity } from './translatable-base';

/** A subject of the contact form (Customer service, Press) and the contact id its messages carry (spec §3). */
@Entity('content_contact_subject')
export class ContactSubject extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<ContactSubject>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key!: string;

  @Index({ unique: true })
  @Column({ type: 'int' })
  contactId!: number;

  @Column({ type: 'int', default: 0 })
  position!: number;

  label!: LocaleString;

  @OneToMany(() => ContactSubjectTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<ContactSubject>>;
}

@Entity('content_contact_subject_translation')
export class ContactSubjectTranslation extends ContentEntity implements Translation<ContactSubject> {
  constructor(input?: DeepPartial<Translation<ContactSubject>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 128 }) label!: string;

  @Index()
  @ManyToOne(() => ContactSubject, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: ContactSubject;
}

/** The shop's contact details (one row): the contact page's head office, phone, emails and map link. */
@Entity('content_contact_details')
export class ContactDetails extends ContentEntity implements Translatable {
  constructor(input?: DeepPartial<ContactDetails>) {
    super();
    if (input) Object.assign(this, input);
  }

  /** Always `shop`: the one row the page shows. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  key!: string;

  @Column({ type: 'varchar', length: 255 }) companyName!: string;
  @Column('simple-json') streetLines!: string[];
  @Column({ type: 'varchar', length: 32 }) postcode!: string;
  @Column({ type: 'varchar', length: 128 }) city!: string;
  @Column({ type: 'varchar', length: 2 }) countryCode!: string;
  @Column({ type: 'varchar', length: 64 }) phone!: string;
  @Column({ type: 'varchar', length: 255 }) email!: string;
  @Column({ type: 'varchar', length: 255 }) pressEmail!: string;
  @Column({ type: 'varchar', length: 512 }) mapUrl!: string;
  /** Spec §9: reviews are contact messages with this id in the original; kept for the review form. */
  @Column({ type: 'int', default: 3 }) reviewContactId!: number;

  /** When support answers ("24/7, answer within 15 minutes"). */
  hours!: LocaleString;

  @OneToMany(() => ContactDetailsTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<ContactDetails>>;
}

@Entity('content_contact_details_translation')
export class ContactDetailsTranslation extends ContentEntity implements Translation<ContactDetails> {
  constructor(input?: DeepPartial<Translation<ContactDetails>>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column('varchar') languageCode!: LanguageCode;
  @Column({ type: 'varchar', length: 255 }) hours!: string;

  @Index()
  @ManyToOne(() => ContactDetails, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: ContactDetails;
}
