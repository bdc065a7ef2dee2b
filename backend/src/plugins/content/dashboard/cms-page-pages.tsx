import {
  DetailPageButton,
  Input,
  ListPage,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  Textarea,
  TranslatableFormFieldWrapper,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import type { AnyRoute } from '@tanstack/react-router';

import { KeyField, SaveBar } from './content-form';
import { cmsPageDetailDocument, cmsPageListDocument, updateCmsPageDocument } from './documents';

// The storefront asks for the terms, privacy and installation pages by key: staff edit those
// three, so the pages have no "new" or "delete" here.

export function CmsPageListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-cms-page-list"
      title="Pages"
      listQuery={cmsPageListDocument}
      route={route}
      defaultVisibility={{ title: true, key: true, updatedAt: true }}
      onSearchTermChange={(searchTerm) => (searchTerm ? { title: { contains: searchTerm } } : {})}
      customizeColumns={{
        title: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.title} /> },
      }}
    />
  );
}

export function CmsPageDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-cms-page-detail',
    queryDocument: cmsPageDetailDocument,
    updateDocument: updateCmsPageDocument,
    setValuesForUpdate: (page) => ({
      id: page.id,
      translations: page.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        title: translation.title,
        metaDescription: translation.metaDescription,
        body: translation.body,
      })),
    }),
    params: { id: params.id },
    onSuccess: () => {
      toast.success('Page updated');
      resetForm();
    },
    onError: (error) => toast.error('The page was not saved', { description: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Page pageId="shop-content-cms-page-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{entity?.title ?? ''}</PageTitle>
      <SaveBar creating={false} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="key">
          <div className="flex flex-col gap-4">
            <KeyField control={form.control} creating={false} value={entity?.key} />
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Text (in the language chosen above)">
          <div className="flex flex-col gap-4">
            <TranslatableFormFieldWrapper control={form.control} name="title" label="Title" render={({ field }) => <Input {...field} />} />
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
