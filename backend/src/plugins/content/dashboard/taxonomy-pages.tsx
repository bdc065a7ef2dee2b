// FAQ categories, blog tags and contact subjects: a key, a position or contact id, and one
// translated name each.
import {
  ActionBarItem,
  Button,
  DetailPageButton,
  FormFieldWrapper,
  Input,
  ListPage,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  TranslatableFormFieldWrapper,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import { Link, useNavigate, type AnyRoute } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';

import { CREATE_PERMISSION, KeyField, SaveBar } from './content-form';
import {
  blogTagDetailDocument,
  blogTagListDocument,
  contactSubjectDetailDocument,
  contactSubjectListDocument,
  createBlogTagDocument,
  createContactSubjectDocument,
  createFaqCategoryDocument,
  deleteBlogTagDocument,
  deleteContactSubjectDocument,
  deleteFaqCategoryDocument,
  faqCategoryDetailDocument,
  faqCategoryListDocument,
  updateBlogTagDocument,
  updateContactSubjectDocument,
  updateFaqCategoryDocument,
} from './documents';

function NewButton({ label }: Readonly<{ label: string }>) {
  return (
    <ActionBarItem itemId="create-button" requiresPermission={[CREATE_PERMISSION]}>
      <Button render={<Link to="./new" />}>
        <PlusIcon />
        {label}
      </Button>
    </ActionBarItem>
  );
}

function NumberField({
  control,
  name,
  label,
  description,
}: Readonly<{ control: unknown; name: string; label: string; description?: string }>) {
  return (
    <FormFieldWrapper
      control={control as never}
      name={name as never}
      label={label}
      description={description}
      render={({ field }) => <Input type="number" {...field} onChange={(event) => field.onChange(event.target.valueAsNumber)} />}
    />
  );
}

/**
 * The detail page's save handlers, the same for the three kinds. They run after useDetailPage
 * has given its resetForm, which the page puts in `reset`.
 */
function useSaved(what: string, creating: boolean) {
  const navigate = useNavigate();
  const resetRef = useRef<() => void>(() => undefined);
  const handlers = {
    onSuccess: async (data: { id: string }) => {
      toast.success(creating ? `${what} created` : `${what} updated`);
      resetRef.current();
      if (creating) await navigate({ to: '../$id', params: { id: data.id } });
    },
    onError: (error: unknown) =>
      toast.error(`The ${what.toLowerCase()} was not saved`, { description: error instanceof Error ? error.message : String(error) }),
  };
  return { resetRef, handlers };
}

/** Points the save handlers at the page's current `resetForm`, after render as React wants. */
function useResetAfterSave(resetRef: RefObject<() => void>, resetForm: () => void) {
  useEffect(() => {
    resetRef.current = resetForm;
  }, [resetRef, resetForm]);
}

export function FaqCategoryListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-faq-category-list"
      title="FAQ categories"
      listQuery={faqCategoryListDocument}
      deleteMutation={deleteFaqCategoryDocument}
      route={route}
      defaultVisibility={{ name: true, key: true, position: true }}
      defaultSort={[{ id: 'position', desc: false }]}
      customizeColumns={{ name: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.name} /> } }}
    >
      <NewButton label="New FAQ category" />
    </ListPage>
  );
}

export function FaqCategoryDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const creating = params.id === 'new';
  const { resetRef, handlers } = useSaved('FAQ category', creating);
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-faq-category-detail',
    queryDocument: faqCategoryDetailDocument,
    createDocument: createFaqCategoryDocument,
    updateDocument: updateFaqCategoryDocument,
    setValuesForUpdate: (category) => ({
      id: category.id,
      position: category.position,
      translations: category.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        name: translation.name,
      })),
    }),
    params: { id: params.id },
    ...handlers,
  });
  useResetAfterSave(resetRef, resetForm);
  return (
    <Page pageId="shop-content-faq-category-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? 'New FAQ category' : (entity?.name ?? '')}</PageTitle>
      <SaveBar creating={creating} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="placement">
          <div className="flex flex-col gap-4">
            <KeyField control={form.control} creating={creating} value={entity?.key} />
            <NumberField control={form.control} name="position" label="Position" description="Order on the FAQ page, lowest first" />
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Name (in the language chosen above)">
          <TranslatableFormFieldWrapper control={form.control} name="name" label="Name" render={({ field }) => <Input {...field} />} />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

export function BlogTagListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-blog-tag-list"
      title="Blog tags"
      listQuery={blogTagListDocument}
      deleteMutation={deleteBlogTagDocument}
      route={route}
      defaultVisibility={{ name: true, key: true }}
      customizeColumns={{ name: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.name} /> } }}
    >
      <NewButton label="New blog tag" />
    </ListPage>
  );
}

export function BlogTagDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const creating = params.id === 'new';
  const { resetRef, handlers } = useSaved('Blog tag', creating);
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-blog-tag-detail',
    queryDocument: blogTagDetailDocument,
    createDocument: createBlogTagDocument,
    updateDocument: updateBlogTagDocument,
    setValuesForUpdate: (tag) => ({
      id: tag.id,
      translations: tag.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        name: translation.name,
      })),
    }),
    params: { id: params.id },
    ...handlers,
  });
  useResetAfterSave(resetRef, resetForm);
  return (
    <Page pageId="shop-content-blog-tag-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? 'New blog tag' : (entity?.name ?? '')}</PageTitle>
      <SaveBar creating={creating} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="key" description="The key is the blog page's category in its address (?category=…).">
          <KeyField control={form.control} creating={creating} value={entity?.key} />
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Name (in the language chosen above)">
          <TranslatableFormFieldWrapper control={form.control} name="name" label="Name" render={({ field }) => <Input {...field} />} />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

export function ContactSubjectListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-contact-subject-list"
      title="Contact subjects"
      listQuery={contactSubjectListDocument}
      deleteMutation={deleteContactSubjectDocument}
      route={route}
      defaultVisibility={{ label: true, key: true, contactId: true, position: true }}
      defaultSort={[{ id: 'position', desc: false }]}
      customizeColumns={{ label: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.label} /> } }}
    >
      <NewButton label="New contact subject" />
    </ListPage>
  );
}

export function ContactSubjectDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const creating = params.id === 'new';
  const { resetRef, handlers } = useSaved('Contact subject', creating);
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-contact-subject-detail',
    queryDocument: contactSubjectDetailDocument,
    createDocument: createContactSubjectDocument,
    updateDocument: updateContactSubjectDocument,
    setValuesForUpdate: (subject) => ({
      id: subject.id,
      contactId: subject.contactId,
      position: subject.position,
      translations: subject.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        label: translation.label,
      })),
    }),
    params: { id: params.id },
    ...handlers,
  });
  useResetAfterSave(resetRef, resetForm);
  return (
    <Page pageId="shop-content-contact-subject-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? 'New contact subject' : (entity?.label ?? '')}</PageTitle>
      <SaveBar creating={creating} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="placement">
          <div className="flex flex-col gap-4">
            <KeyField control={form.control} creating={creating} value={entity?.key} />
            <NumberField
              control={form.control}
              name="contactId"
              label="Contact id"
              description="What the contact form posts for this subject"
            />
            <NumberField control={form.control} name="position" label="Position" description="Order in the form, lowest first" />
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Label (in the language chosen above)">
          <TranslatableFormFieldWrapper control={form.control} name="label" label="Label" render={({ field }) => <Input {...field} />} />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
