import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, type Translated } from '@vendure/core';

import { ContentService } from '../content.service';
import type { BlogPost, ContactDetails } from '../entities';
import type { MutationRecordBlogPostViewArgs, QueryBlogPostArgs, QueryBlogPostsArgs, QueryCmsPageArgs } from '../../../contract/shop-types';

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query()
  @Allow(Permission.Public)
  cmsPage(@Ctx() ctx: RequestContext, @Args() args: QueryCmsPageArgs) {
    return this.content.cmsPage(ctx, args.key);
  }

  @Query()
  @Allow(Permission.Public)
  faqCategories(@Ctx() ctx: RequestContext) {
    return this.content.faqCategories(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  faqs(@Ctx() ctx: RequestContext) {
    return this.content.faqs(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  async contactConfiguration(@Ctx() ctx: RequestContext) {
    const details = await this.content.contactDetails(ctx);
    return details ? { details, subjects: await this.content.contactSubjects(ctx) } : undefined;
  }

  @Query()
  @Allow(Permission.Public)
  blogTags(@Ctx() ctx: RequestContext) {
    return this.content.blogTags(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  blogPosts(@Ctx() ctx: RequestContext, @Args() args: QueryBlogPostsArgs) {
    return this.content.blogPosts(ctx, args.options ?? {});
  }

  @Query()
  @Allow(Permission.Public)
  blogPost(@Ctx() ctx: RequestContext, @Args() args: QueryBlogPostArgs) {
    return this.content.blogPostBySlug(ctx, args.slug);
  }

  // Owner, not Public: Vendure then gives an anonymous visitor a session, which the count is kept per.
  @Mutation()
  @Allow(Permission.Owner)
  recordBlogPostView(@Ctx() ctx: RequestContext, @Args() args: MutationRecordBlogPostViewArgs) {
    return this.content.recordView(ctx, args.slug);
  }
}

/** The contact configuration as the schema has it, from the details row and the subjects. */
@Resolver('ContactConfiguration')
export class ContactConfigurationResolver {
  @ResolveField()
  reviewContactId(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.reviewContactId;
  }

  @ResolveField()
  headOffice(@Parent() parent: { details: Translated<ContactDetails> }) {
    const { companyName, streetLines, postcode, city, countryCode } = parent.details;
    return { name: companyName, streetLines, postcode, city, countryCode };
  }

  @ResolveField()
  phone(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.phone;
  }

  @ResolveField()
  email(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.email;
  }

  @ResolveField()
  pressEmail(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.pressEmail;
  }

  @ResolveField()
  mapUrl(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.mapUrl;
  }

  @ResolveField()
  hours(@Parent() parent: { details: Translated<ContactDetails> }) {
    return parent.details.hours;
  }
}

/** Every language's slug of a post, for hreflang alternates. */
@Resolver('BlogPost')
export class BlogPostResolver {
  @ResolveField()
  slugs(@Parent() post: Translated<BlogPost>) {
    return post.translations.map((translation) => ({ languageCode: translation.languageCode, slug: translation.slug }));
  }
}
