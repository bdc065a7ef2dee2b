// How one kind of content becomes staff screens with the dashboard's kit: a description (its
// documents, its list's columns, its fields) gives a list route (ListPage: sort, filter, search,
// pages, delete) and a detail route (useDetailPage, Page and PageBlocks: the key and settings on
// the side, the translated texts in the main column, edited per language with the dashboard's
// content-language selector). Every kind of content is described in screens.tsx; none has pages of
// its own.
import {
  ActionBarItem,
  Button,
  DateTimeInput,
  DetailPageButton,
  detailPageRouteLoader,
  FormFieldWrapper,
  Input,
  ListPage,
  NumberInput,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  Switch,
  Textarea,
  toast,
  TranslatableFormFieldWrapper,
  useDetailPage,
  type DashboardRouteDefinition,
} from '@vendure/dashboard';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, type AnyRoute } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

import { fieldNames } from './field-names';

export const CONTENT_SECTION = 'shop-content';
const PERMISSION = { read: 'ReadShopContent', create: 'CreateShopContent', update: 'UpdateShopContent' };

/** A control for a value the dashboard's inputs have no kind for (a FAQ's category, a post's tags). */
export type ValueInput = ComponentType<{ value: unknown; onChange: (value: unknown) => void }>;

export interface ContentField {
  /** The field of the create and update inputs (of a translation's, when translated). */
  name: string;
  /** A list's column name (field-names.tsx) when the field is one, so the form and the list say the same. */
  label: MessageDescriptor;
  /** One line of text, several (`{ rows }`), a number, a date and time, a switch, a list of lines, or a control of its own. */
  input: 'text' | { rows: number } | 'number' | 'dateTime' | 'switch' | 'lines' | ValueInput;
  description?: MessageDescriptor;
  /** Edited per language (the entity's `translations`). */
  translated?: boolean;
  /** The form's value read from the entity when it is not the field of that name (a post's tag ids). */
  fromEntity?: (entity: Entity) => unknown;
}

// The dashboard's documents are typed from Vendure's own schema, which does not know the content's
// types: an entity here is the detail query's answer as plain data.
type Entity = Record<string, unknown> & { id: string; translations: Array<Record<string, unknown> & { languageCode: string }> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- gql.tada documents of the content's own types
type Document = any;

export interface ContentScreen {
  /** The part of the address (`/shop-<path>`), of the page ids (`shop-content-<id>-list`, `-detail`) and of the nav item. */
  path: string;
  id: string;
  /** The nav item, the list's title and its breadcrumb: a message id marked for extraction by an i18n comment, as Vendure's nav titles are. */
  title: string;
  /** The new entity's page title, likewise; absent: staff edit what the seed made and create nothing (CMS pages). */
  newTitle?: string;
  documents: { list?: Document; detail: Document; create?: Document; update: Document; delete?: Document };
  /** The entity's name in its title, breadcrumb and list link. */
  nameField: string;
  list?: {
    columns: string[];
    /** The list's order until staff sort it otherwise (a column and its direction). */
    sort?: Array<{ id: string; desc: boolean }>;
    /** The field the list's search looks in. */
    search?: string;
    cells?: Record<string, (entity: Record<string, unknown>) => ReactNode>;
  };
  /** The side block: the key (unless `noKey`) and the settings. */
  side: { title?: MessageDescriptor; description?: MessageDescriptor; fields: ContentField[] };
  /** The main block: the texts in the content language chosen above it. */
  main: { title: MessageDescriptor; fields: ContentField[] };
  noKey?: boolean;
}

const pageIds = (screen: ContentScreen) => ({ list: `shop-content-${screen.id}-list`, detail: `shop-content-${screen.id}-detail` });

/** The update input's values from the entity: its own fields and each translation's texts. */
function valuesForUpdate(screen: ContentScreen, entity: Entity): Record<string, unknown> {
  const fields = [...screen.side.fields, ...screen.main.fields];
  const translated = fields.filter((field) => field.translated).map((field) => field.name);
  return {
    id: entity.id,
    ...Object.fromEntries(
      fields
        .filter((field) => !field.translated)
        .map((field) => [field.name, field.fromEntity ? field.fromEntity(entity) : entity[field.name]]),
    ),
    translations: entity.translations.map((translation) => ({
      id: translation['id'],
      languageCode: translation.languageCode,
      ...Object.fromEntries(translated.map((name) => [name, translation[name]])),
    })),
  };
}

function Control({
  input,
  field,
}: Readonly<{ input: ContentField['input']; field: { value: unknown; onChange: (value: unknown) => void } }>) {
  if (input === 'text') return <Input {...field} value={(field.value as string | undefined) ?? ''} />;
  if (input === 'number') return <NumberInput {...field} />;
  if (input === 'dateTime') return <DateTimeInput {...field} />;
  if (input === 'switch') return <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} />;
  if (input === 'lines') {
    return (
      <Textarea
        rows={2}
        value={((field.value as string[] | undefined) ?? []).join('\n')}
        onChange={(event) => field.onChange(event.target.value.split('\n'))}
      />
    );
  }
  if (typeof input === 'object' && 'rows' in input) {
    return <Textarea rows={input.rows} {...field} value={(field.value as string | undefined) ?? ''} />;
  }
  const Custom = input;
  return <Custom value={field.value} onChange={field.onChange} />;
}

function Field({ field, control }: Readonly<{ field: ContentField; control: unknown }>) {
  const { i18n } = useLingui();
  const Wrapper = field.translated ? TranslatableFormFieldWrapper : FormFieldWrapper;
  return (
    <Wrapper
      control={control as never}
      name={field.name as never}
      label={i18n._(field.label)}
      description={field.description ? i18n._(field.description) : undefined}
      render={({ field: props }) => <Control input={field.input} field={props} />}
    />
  );
}

/** The key the storefront and the seed find an entity by: set when it is created, then shown read-only. */
function KeyField({ control, creating, value }: Readonly<{ control: unknown; creating: boolean; value: unknown }>) {
  const { i18n, t } = useLingui();
  if (!creating) {
    return (
      <div className="space-y-2">
        <div className="text-sm font-medium">{i18n._(fieldNames.key)}</div>
        <div className="font-mono text-sm text-muted-foreground">{String(value ?? '')}</div>
      </div>
    );
  }
  return (
    <FormFieldWrapper
      control={control as never}
      name={'key' as never}
      label={i18n._(fieldNames.key)}
      description={t`Letters, digits, hyphens or underscores; it cannot be changed later.`}
      render={({ field }) => <Input {...field} />}
    />
  );
}

function ContentListPage({ screen, route }: Readonly<{ screen: ContentScreen; route: AnyRoute }>) {
  const { i18n } = useLingui();
  const { list } = screen;
  if (!list) return null;
  const { search, cells = {} } = list;
  return (
    <ListPage
      pageId={pageIds(screen).list}
      title={i18n._(screen.title)}
      listQuery={screen.documents.list}
      deleteMutation={screen.documents.delete}
      route={route}
      defaultVisibility={Object.fromEntries(list.columns.map((column) => [column, true]))}
      defaultColumnOrder={list.columns}
      defaultSort={list.sort}
      onSearchTermChange={search ? (term) => ({ [search]: { contains: term } }) : undefined}
      customizeColumns={{
        ...Object.fromEntries(Object.entries(cells).map(([column, cell]) => [column, { cell: ({ row }) => cell(row.original) }])),
        [screen.nameField]: {
          cell: ({ row }) => <DetailPageButton id={row.original.id} label={String(row.original[screen.nameField] ?? '')} />,
        },
      }}
    >
      {screen.newTitle ? (
        <ActionBarItem itemId="create-button" requiresPermission={[PERMISSION.create]}>
          <Button render={<Link to="./new" />}>
            <PlusIcon />
            {i18n._(screen.newTitle)}
          </Button>
        </ActionBarItem>
      ) : null}
    </ListPage>
  );
}

function ContentDetailPage({ screen, route }: Readonly<{ screen: ContentScreen; route: AnyRoute }>) {
  const { id } = route.useParams() as { id: string };
  const creating = id === 'new';
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: pageIds(screen).detail,
    queryDocument: screen.documents.detail,
    createDocument: screen.documents.create,
    updateDocument: screen.documents.update,
    setValuesForUpdate: (loaded: Entity) => valuesForUpdate(screen, loaded),
    // A setting left empty (a position) is left out, so the backend gives its default.
    transformCreateInput: (input: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && !Number.isNaN(value))),
    params: { id },
    onSuccess: async (saved: { id: string }) => {
      toast.success(creating ? t`Added` : t`Saved`);
      resetForm();
      if (creating) await navigate({ to: '../$id', params: { id: saved.id } });
    },
    // The backend's refusal (a taken key, a slug in use, an empty text) is the description.
    onError: (error: unknown) => toast.error(t`Not saved`, { description: error instanceof Error ? error.message : String(error) }),
  });
  const loaded = entity as Entity | undefined;
  const { side, main } = screen;

  return (
    <Page pageId={pageIds(screen).detail} form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating && screen.newTitle ? i18n._(screen.newTitle) : String(loaded?.[screen.nameField] ?? '')}</PageTitle>
      <PageActionBar>
        <ActionBarItem itemId="save-button" requiresPermission={[creating ? PERMISSION.create : PERMISSION.update]}>
          <Button type="submit" disabled={!form.formState.isDirty || !form.formState.isValid || isPending}>
            {creating ? <Trans>Create</Trans> : <Trans>Update</Trans>}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>
        <PageBlock
          column="side"
          blockId="settings"
          title={side.title ? i18n._(side.title) : undefined}
          description={side.description ? i18n._(side.description) : undefined}
        >
          <div className="flex flex-col gap-4">
            {screen.noKey ? null : <KeyField control={form.control} creating={creating} value={loaded?.['key']} />}
            {side.fields.map((field) => (
              <Field key={field.name} field={field} control={form.control} />
            ))}
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="texts" title={i18n._(main.title)}>
          <div className="flex flex-col gap-4">
            {main.fields.map((field) => (
              <Field key={field.name} field={field} control={form.control} />
            ))}
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

/** The list route (with its nav item) and the detail route of one kind of content. */
export function contentRoutes(screen: ContentScreen): DashboardRouteDefinition[] {
  const path = `/shop-${screen.path}`;
  const Title = () => {
    const { i18n } = useLingui();
    return <>{i18n._(screen.title)}</>;
  };
  const NewTitle = () => {
    const { i18n } = useLingui();
    return <>{screen.newTitle ? i18n._(screen.newTitle) : null}</>;
  };
  return [
    {
      path,
      loader: () => ({ breadcrumb: () => <Title /> }),
      navMenuItem: { sectionId: CONTENT_SECTION, id: `shop-${screen.path}`, title: screen.title, requiresPermission: PERMISSION.read },
      component: (route) => <ContentListPage screen={screen} route={route} />,
    },
    {
      path: `${path}/$id`,
      loader: detailPageRouteLoader({
        pageId: pageIds(screen).detail,
        queryDocument: screen.documents.detail,
        breadcrumb: (isNew, entity) => [
          { path, label: <Title /> },
          isNew ? <NewTitle /> : String((entity as Record<string, unknown> | undefined)?.[screen.nameField] ?? ''),
        ],
      }),
      component: (route) => <ContentDetailPage screen={screen} route={route} />,
    },
  ];
}
