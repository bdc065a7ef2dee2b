import {
  DetailFormGrid,
  DetailPageButton,
  FormFieldWrapper,
  Input,
  ListPage,
  Page,
  PageLayout,
  PageBlock,
  PageTitle,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  TranslatableFormFieldWrapper,
  ActionBarItem,
  Button,
  api,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type AnyRoute } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';

import { CREATE_PERMISSION, KeyField, SaveBar } from './content-form';
import {
  createFaqDocument,
  deleteFaqDocument,
  faqCategoriesDocument,
  faqDetailDocument,
  faqListDocument,
  updateFaqDocument,
} from './documents';

export function FaqListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="shop-content-faq-list"
      title="FAQs"
      listQuery={faqListDocument}
      deleteMutation={deleteFaqDocument}
      route={route}
      defaultVisibility={{ question: true, category: true, position: true, key: true }}
      defaultSort={[{ id: 'position', desc: false }]}
      onSearchTermChange={(searchTerm) => (searchTerm ? { question: { contains: searchTerm } } : {})}
      customizeColumns={{
        question: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.question} /> },
        category: { cell: ({ row }) => row.original.category.name },
      }}
    >
      <ActionBarItem itemId="create-button" requiresPermission={[CREATE_PERMISSION]}>
        <Button render={<Link to="./new" />}>
          <PlusIcon />
          New FAQ
        </Button>
      </ActionBarItem>
    </ListPage>
  );
}

function CategorySelect({ value, onChange }: Readonly<{ value: string | undefined; onChange: (value: string) => void }>) {
  const { data } = useQuery({ queryKey: ['shopContentFaqCategories'], queryFn: () => api.query(faqCategoriesDocument) });
  const categories = data?.faqCategories.items ?? [];
  return (
    <Select
      items={Object.fromEntries(categories.map((category) => [category.id, category.name]))}
      value={value ?? undefined}
      onValueChange={(next) => {
        if (next != null) onChange(String(next));
      }}
    >
      <SelectTrigger>
        <SelectValue placeholder="Choose a category" />
      </SelectTrigger>
      <SelectContent>
        {categories.map((category) => (
          <SelectItem key={category.id} value={category.id}>
            {category.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function FaqDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const params = route.useParams() as { id: string };
  const navigate = useNavigate();
  const creating = params.id === 'new';
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'shop-content-faq-detail',
    queryDocument: faqDetailDocument,
    createDocument: createFaqDocument,
    updateDocument: updateFaqDocument,
    setValuesForUpdate: (faq) => ({
      id: faq.id,
      position: faq.position,
      categoryId: faq.categoryId,
      translations: faq.translations.map((translation) => ({
        id: translation.id,
        languageCode: translation.languageCode,
        question: translation.question,
        answer: translation.answer,
      })),
    }),
    transformCreateInput: (input) => ({ ...input, position: Number(input.position ?? 0) }),
    params: { id: params.id },
    onSuccess: async (data) => {
      toast.success(creating ? 'FAQ created' : 'FAQ updated');
      resetForm();
      if (creating) await navigate({ to: '../$id', params: { id: data.id } });
    },
    onError: (error) => toast.error('The FAQ was not saved', { description: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Page pageId="shop-content-faq-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? 'New FAQ' : (entity?.question ?? '')}</PageTitle>
      <SaveBar creating={creating} disabled={!form.formState.isDirty || !form.formState.isValid || isPending} />
      <PageLayout>
        <PageBlock column="side" blockId="placement" title="Placement">
          <div className="flex flex-col gap-4">
            <KeyField control={form.control} creating={creating} value={entity?.key} />
            <FormFieldWrapper
              control={form.control}
              name="categoryId"
              label="Category"
              render={({ field }) => <CategorySelect value={field.value} onChange={field.onChange} />}
            />
            <FormFieldWrapper
              control={form.control}
              name="position"
              label="Position"
              description="Order on the page, lowest first"
              render={({ field }) => <Input type="number" {...field} onChange={(event) => field.onChange(event.target.valueAsNumber)} />}
            />
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title="Question and answer (in the language chosen above)">
          <div className="flex flex-col gap-4">
            <DetailFormGrid>
              <TranslatableFormFieldWrapper
                control={form.control}
                name="question"
                label="Question"
                render={({ field }) => <Input {...field} />}
              />
            </DetailFormGrid>
            <TranslatableFormFieldWrapper
              control={form.control}
              name="answer"
              label="Answer (Markdown)"
              render={({ field }) => <Textarea rows={10} {...field} />}
            />
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
