import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ID } from '@vendure/common/lib/shared-types';
import { Allow, Ctx, RequestContext, Transaction } from '@vendure/core';

import type { BlogPost, Faq } from '../entities';
import { CONTENT_KINDS, ContentAdminService, type ContentInput } from './content-admin.service';
import { shopContentPermission } from './permissions';
import type {
  MutationCreateBlogPostArgs,
  MutationCreateBlogTagArgs,
  MutationCreateCmsPageArgs,
  MutationCreateContactSubjectArgs,
  MutationCreateFaqArgs,
  MutationCreateFaqCategoryArgs,
  MutationDeleteBlogPostArgs,
  MutationDeleteBlogTagArgs,
  MutationDeleteContactSubjectArgs,
  MutationDeleteFaqArgs,
  MutationDeleteFaqCategoryArgs,
  MutationUpdateBlogPostArgs,
  MutationUpdateBlogTagArgs,
  MutationUpdateCmsPageArgs,
  MutationUpdateContactDetailsArgs,
  MutationUpdateContactSubjectArgs,
  MutationUpdateFaqArgs,
  MutationUpdateFaqCategoryArgs,
  QueryBlogPostArgs,
  QueryBlogPostsArgs,
  QueryBlogTagArgs,
  QueryBlogTagsArgs,
  QueryCmsPageArgs,
  QueryCmsPagesArgs,
  QueryContactDetailsByIdArgs,
  QueryContactSubjectArgs,
  QueryContactSubjectsArgs,
  QueryFaqArgs,
  QueryFaqCategoriesArgs,
  QueryFaqCategoryArgs,
  QueryFaqsArgs,
} from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';

const { Read, Create, Update, Delete } = shopContentPermission;

/** The content's Admin API (admin-api-extensions.ts), every operation behind a ShopContent permission. */
@Resolver()
export class ContentAdminResolver {
  constructor(private readonly content: ContentAdminService) {}

  @Query()
  @Allow(Read)
  cmsPages(@Ctx() ctx: RequestContext, @Args() args: QueryCmsPagesArgs) {
    return this.content.list(ctx, CONTENT_KINDS.cmsPage, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  cmsPage(@Ctx() ctx: RequestContext, @Args() args: QueryCmsPageArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.cmsPage, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createCmsPage(@Ctx() ctx: RequestContext, @Args() args: MutationCreateCmsPageArgs) {
    return this.content.create(ctx, CONTENT_KINDS.cmsPage, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateCmsPage(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateCmsPageArgs) {
    return this.content.update(ctx, CONTENT_KINDS.cmsPage, args.input);
  }

  @Query()
  @Allow(Read)
  faqCategories(@Ctx() ctx: RequestContext, @Args() args: QueryFaqCategoriesArgs) {
    return this.content.list(ctx, CONTENT_KINDS.faqCategory, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  faqCategory(@Ctx() ctx: RequestContext, @Args() args: QueryFaqCategoryArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.faqCategory, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createFaqCategory(@Ctx() ctx: RequestContext, @Args() args: MutationCreateFaqCategoryArgs) {
    return this.content.create(ctx, CONTENT_KINDS.faqCategory, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateFaqCategory(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateFaqCategoryArgs) {
    return this.content.update(ctx, CONTENT_KINDS.faqCategory, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Delete)
  deleteFaqCategory(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteFaqCategoryArgs) {
    return this.content.delete(ctx, CONTENT_KINDS.faqCategory, args.id);
  }

  @Query()
  @Allow(Read)
  faqs(@Ctx() ctx: RequestContext, @Args() args: QueryFaqsArgs) {
    return this.content.list(ctx, CONTENT_KINDS.faq, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  faq(@Ctx() ctx: RequestContext, @Args() args: QueryFaqArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.faq, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createFaq(@Ctx() ctx: RequestContext, @Args() args: MutationCreateFaqArgs) {
    return this.content.create(ctx, CONTENT_KINDS.faq, args.input, this.faqCategoryOf(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateFaq(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateFaqArgs) {
    return this.content.update(ctx, CONTENT_KINDS.faq, args.input, this.faqCategoryOf(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(Delete)
  deleteFaq(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteFaqArgs) {
    return this.content.delete(ctx, CONTENT_KINDS.faq, args.id);
  }

  /** The relation, not only its id column: TypeORM saves the loaded relation over a changed id. */
  private faqCategoryOf(ctx: RequestContext, input: ContentInput) {
    return async (faq: Faq) => {
      if (input['categoryId'] === undefined || input['categoryId'] === null) return;
      const [category] = await this.content.required(ctx, CONTENT_KINDS.faqCategory, [input['categoryId'] as ID]);
      if (category) faq.category = category;
    };
  }

  @Query()
  @Allow(Read)
  blogTags(@Ctx() ctx: RequestContext, @Args() args: QueryBlogTagsArgs) {
    return this.content.list(ctx, CONTENT_KINDS.blogTag, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  blogTag(@Ctx() ctx: RequestContext, @Args() args: QueryBlogTagArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.blogTag, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createBlogTag(@Ctx() ctx: RequestContext, @Args() args: MutationCreateBlogTagArgs) {
    return this.content.create(ctx, CONTENT_KINDS.blogTag, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateBlogTag(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateBlogTagArgs) {
    return this.content.update(ctx, CONTENT_KINDS.blogTag, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Delete)
  deleteBlogTag(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteBlogTagArgs) {
    return this.content.delete(ctx, CONTENT_KINDS.blogTag, args.id);
  }

  @Query()
  @Allow(Read)
  blogPosts(@Ctx() ctx: RequestContext, @Args() args: QueryBlogPostsArgs) {
    return this.content.list(ctx, CONTENT_KINDS.blogPost, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  blogPost(@Ctx() ctx: RequestContext, @Args() args: QueryBlogPostArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.blogPost, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createBlogPost(@Ctx() ctx: RequestContext, @Args() args: MutationCreateBlogPostArgs) {
    return this.content.create(ctx, CONTENT_KINDS.blogPost, args.input, this.blogPostRelations(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateBlogPost(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateBlogPostArgs) {
    return this.content.update(ctx, CONTENT_KINDS.blogPost, args.input, this.blogPostRelations(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(Delete)
  deleteBlogPost(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteBlogPostArgs) {
    return this.content.delete(ctx, CONTENT_KINDS.blogPost, args.id);
  }

  /** Tags by id; the cover as a relation (see faqCategoryOf); one featured post at most. */
  private blogPostRelations(ctx: RequestContext, input: ContentInput) {
    return async (post: BlogPost) => {
      const tagIds = input['tagIds'];
      if (Array.isArray(tagIds)) post.tags = await this.content.required(ctx, CONTENT_KINDS.blogTag, tagIds as ID[]);
      if (input['coverId'] !== undefined) post.cover = input['coverId'] === null ? null : ({ id: input['coverId'] } as BlogPost['cover']);
      if (input['featured'] === true) await this.content.unfeatureOtherPosts(ctx, post.id ?? undefined);
    };
  }

  @Query()
  @Allow(Read)
  contactSubjects(@Ctx() ctx: RequestContext, @Args() args: QueryContactSubjectsArgs) {
    return this.content.list(ctx, CONTENT_KINDS.contactSubject, listQueryOptions(args.options));
  }

  @Query()
  @Allow(Read)
  contactSubject(@Ctx() ctx: RequestContext, @Args() args: QueryContactSubjectArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.contactSubject, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Create)
  createContactSubject(@Ctx() ctx: RequestContext, @Args() args: MutationCreateContactSubjectArgs) {
    return this.content.create(ctx, CONTENT_KINDS.contactSubject, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateContactSubject(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateContactSubjectArgs) {
    return this.content.update(ctx, CONTENT_KINDS.contactSubject, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Delete)
  deleteContactSubject(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteContactSubjectArgs) {
    return this.content.delete(ctx, CONTENT_KINDS.contactSubject, args.id);
  }

  @Query()
  @Allow(Read)
  contactDetails(@Ctx() ctx: RequestContext) {
    return this.content.contactDetails(ctx);
  }

  @Query()
  @Allow(Read)
  contactDetailsById(@Ctx() ctx: RequestContext, @Args() args: QueryContactDetailsByIdArgs) {
    return this.content.findOne(ctx, CONTENT_KINDS.contactDetails, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Update)
  updateContactDetails(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateContactDetailsArgs) {
    return this.content.update(ctx, CONTENT_KINDS.contactDetails, args.input);
  }
}
