import {
  ActionBarItem,
  Badge,
  Button,
  Checkbox,
  DateTimeInput,
  DetailFormGrid,
  DetailPageButton,
  FormFieldWrapper,
  Input,
  ListPage,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  Switch,
  Textarea,
  TranslatableFormFieldWrapper,
  api,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type AnyRoute } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';

import { CREATE_PERMISSION, KeyField, SaveBar } from './content-form';
import {
  blogPostDetailDocument,
  blogPostListDocument,
  blogTagsDocument,
  createBlogPostDocument,
  deleteBlogPostDocument,
  updateBlogPostDocument,
} from './documents';

export function BlogPostListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-blog-post-list"
      title="Blog posts"
      listQuery={blogPostListDocument}
      deleteMutation={deleteBlogPostDocument}
      route={route}
      defaultVisibility={{ title: true, author: true, publishedAt: true, featured: true, viewCount: true, tags: true }}
      defaultSort={[{ id: 'publishedAt', desc: true }]}
      onSearchTermChange={(searchTerm) => (searchTerm ? { title: { contains: searchTerm } } : {})}
      customizeColumns={{
        title: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.title} /> },
        featured: { cell: ({ row }) => (row.original.featured ? <Badge variant="success">Featured</Badge> : null) },
        tags: { cell: ({ row }) => row.original.tags.map((tag) => tag.name).join(', ') },
      }}
    >
      <ActionBarItem itemId="create-button" requiresPermission={[CREATE_PERMISSION]}>
        <Button render={<Link to="./new" />}>
          <PlusIcon />
          New blog post
        </Button>
      </ActionBarItem>
    </ListPage>
  );
}

function TagChoice({ value, onChange }: Readonly<{ value: string[] | undefined; onChange: (value: string[]) => void }>) {
  const { data } = useQuery({ queryKey: ['shopContentBlogTags'], queryFn: () => api.query(blogTagsDocument) });
  const chosen = new Set(value ?? []);
  return (
    <div className="space-y-2">
      {(data?.blogTags.items ?? []).map((tag) => (
        <label key={tag.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={chosen.has(tag.id)}
            onCheckedChange={(checked) => onChange(checked ? [...chosen, tag.id] : [...chosen].filter((id) => id !== tag.id))}
          />
          {tag.name}
        </label>
      ))}
    </div>
  );
}

export function BlogPostDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const navigate = useNavigate();
  const creating = params.id === 'new';
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-blog-post-detail',
    queryDocument: blogPostDetailDocument,
    createDocument: createBlogPostDocument,
    updateDocument: updateBlogPostDocument,
    setValuesForUpdate: (post) => ({
      id: post.id,
      author: post.author,
      publishedAt: post.publishedAt,
      contentUpdatedAt: post.contentUpdatedAt,
      featured: post.featured,
      tagIds: post.tags.map((tag) => tag.id),
      translations: post.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        title: translation.title,
        slug: translation.slug,
        excerpt: translation.excerpt,
        metaDescription: translation.metaDescription,
        body: translation.body,
      })),
    }),
    params: { id: params.id },
    onSuccess: async (data) => {
      toast.success(creating ? 'Blog post created' : 'Blog post updated');
      resetForm();
      if (creating) await navigate({ to: '../$id', params: { id: data.id } });
    },
    onError: (error) => toast.error('The blog post was not saved', { description: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Page pageId="shop-content-blog-post-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? 'New blog post' : (entity?.title ?? '')}</PageTitle>
      <SaveBar creating={creating} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="publication" title="Publication">
          <div className="flex flex-col gap-4">
            <KeyField control={form.control} creating={creating} value={entity?.key} />
            <FormFieldWrapper control={form.control} name="author" label="Author" render={({ field }) => <Input {...field} />} />
            <FormFieldWrapper
              control={form.control}
              name="publishedAt"
              label="Published"
              render={({ field }) => <DateTimeInput {...field} value={field.value} onChange={(value) => field.onChange(value)} />}
            />
            <FormFieldWrapper
              control={form.control}
              name="contentUpdatedAt"
              label="Updated"
              description="Shown on the post when the text changed after publication"
              render={({ field }) => <DateTimeInput {...field} value={field.value} onChange={(value) => field.onChange(value)} />}
            />
            <FormFieldWrapper
              control={form.control}
              name="featured"
              label="Featured"
              description="The blog page's featured block, beside the newsletter sign-up"
              render={({ field }) => <Switch checked={field.value ?? false} onCheckedChange={field.onChange} />}
            />
            <FormFieldWrapper
              control={form.control}
              name="tagIds"
              label="Tags"
              render={({ field }) => <TagChoice value={field.value} onChange={field.onChange} />}
            />
            {entity ? <div className="text-sm text-muted-foreground">{entity.viewCount} views</div> : null}
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Text (in the language chosen above)">
          <div className="flex flex-col gap-4">
            <DetailFormGrid>
              <TranslatableFormFieldWrapper
                control={form.control}
                name="title"
                label="Title"
                render={({ field }) => <Input {...field} />}
              />
              <TranslatableFormFieldWrapper
                control={form.control}
                name="slug"
                label="Slug"
                description="The address: /{lang}/blog/{slug}.html"
                render={({ field }) => <Input {...field} />}
              />
            </DetailFormGrid>
            <TranslatableFormFieldWrapper
              control={form.control}
              name="excerpt"
              label="Excerpt (the blog card)"
              render={({ field }) => <Textarea rows={3} {...field} />}
            />
            <TranslatableFormFieldWrapper
              control={form.control}
              name="metaDescription"
              label="Meta description (search engines)"
              render={({ field }) => <Textarea rows={2} {...field} />}
            />
            <TranslatableFormFieldWrapper
              control={form.control}
              name="body"
              label="Body (Markdown)"
              render={({ field }) => <Textarea rows={24} {...field} />}
            />
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
