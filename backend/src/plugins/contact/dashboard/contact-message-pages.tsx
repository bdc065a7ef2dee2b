// The contact messages as they arrived (each is also emailed to the shop): a list page of the
// dashboard's kit (newest first, searched, filtered by subject and language) and each message on
// its own page with its attachment to download (the dashboard's session opens it).
import {
  api,
  Badge,
  DetailPageButton,
  getDetailQueryOptions,
  LabeledData,
  ListPage,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  useLocalFormat,
} from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';

import { contactMessageDetailDocument, contactMessageListDocument, contactSubjectLabelsDocument } from './documents';
import { fieldNames, SHOP_LANGUAGE_CODES } from './field-names';

/** The message's subject (its `contactId` column: that field's name is the content plugin's "Contact id"). */
const SUBJECT = msg`Subject`;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

interface Attachment {
  originalName: string;
  size: number;
  url: string;
}

function AttachmentLink({ attachment }: Readonly<{ attachment: Attachment }>) {
  return (
    <a href={attachment.url} download={attachment.originalName} className="text-sm text-primary underline">
      {attachment.originalName} ({kilobytes(attachment.size)})
    </a>
  );
}

/** The contact form's subjects by contactId; staff without ReadShopContent get "Subject 2". */
function useSubjects() {
  const { t } = useLingui();
  const { data } = useQuery({
    queryKey: ['contactSubjectLabels'],
    queryFn: () => api.query(contactSubjectLabelsDocument),
    retry: false,
  });
  const subjects: Array<{ contactId: number; label: string }> = data?.contactSubjects.items ?? [];
  return {
    subjects,
    subjectOf: (contactId: number) => subjects.find((subject) => subject.contactId === contactId)?.label ?? t`Subject ${contactId}`,
  };
}

const nameOf = (message: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [message.firstName, message.lastName].filter(Boolean).join(' ') || message.email;

type ListFilter = { _and?: Array<Record<string, unknown> & { contactId?: { in?: unknown[] } }> } & Record<string, unknown>;

/** A number field takes no `in` (Vendure's NumberOperators): the chosen subjects become `contactId = a OR contactId = b`. */
function subjectChoicesAsEquals(filter: ListFilter | undefined): ListFilter | undefined {
  if (!filter?._and) return filter;
  return {
    ...filter,
    _and: filter._and.map((condition) =>
      condition.contactId?.in ? { _or: condition.contactId.in.map((id) => ({ contactId: { eq: Number(id) } })) } : condition,
    ),
  };
}

export function ContactMessageListPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { i18n } = useLingui();
  const { formatLanguageName } = useLocalFormat();
  const { subjects, subjectOf } = useSubjects();
  return (
    <ListPage
      pageId="contact-message-list"
      route={route}
      title={<Trans>Contact messages</Trans>}
      listQuery={contactMessageListDocument}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{ createdAt: true, sender: true, contactId: true, message: true, attachment: true, languageCode: true }}
      onSearchTermChange={(term) => ({
        _or: [
          { email: { contains: term } },
          { firstName: { contains: term } },
          { lastName: { contains: term } },
          { message: { contains: term } },
        ],
      })}
      transformVariables={(variables) => ({
        ...variables,
        options: { ...variables.options, filter: subjectChoicesAsEquals(variables.options?.filter) },
      })}
      facetedFilters={{
        contactId: {
          title: i18n._(SUBJECT),
          options: subjects.map((subject) => ({ value: subject.contactId, label: subject.label })),
        },
        languageCode: {
          title: i18n._(fieldNames.languageCode),
          options: SHOP_LANGUAGE_CODES.map((code) => ({ value: code, label: formatLanguageName(code) })),
        },
      }}
      additionalColumns={{
        sender: {
          meta: { dependencies: ['firstName', 'lastName', 'email'] },
          cell: ({ row }) => <DetailPageButton id={row.original.id} label={nameOf(row.original)} />,
        },
      }}
      defaultColumnOrder={['createdAt', 'sender', 'contactId', 'message', 'attachment', 'languageCode']}
      customizeColumns={{
        contactId: {
          header: () => i18n._(SUBJECT),
          cell: ({ row }) => <Badge variant="secondary">{subjectOf(row.original.contactId)}</Badge>,
        },
        message: {
          cell: ({ row }) => <p className="line-clamp-3 max-w-md whitespace-pre-wrap break-words text-sm">{row.original.message}</p>,
        },
        languageCode: { cell: ({ row }) => formatLanguageName(row.original.languageCode) },
        attachment: {
          enableSorting: false,
          cell: ({ row }) => (row.original.attachment ? <AttachmentLink attachment={row.original.attachment} /> : null),
        },
      }}
    />
  );
}

export function ContactMessageDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { id } = route.useParams() as { id: string };
  const { i18n } = useLingui();
  const { formatDate, formatLanguageName } = useLocalFormat();
  const { subjectOf } = useSubjects();
  const { data } = useQuery(getDetailQueryOptions(contactMessageDetailDocument, { id }));
  const message = data?.contactMessage;
  if (!message) return null;

  return (
    <Page pageId="contact-message-detail">
      <PageTitle>{subjectOf(message.contactId)}</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="message" title={i18n._(fieldNames.message)}>
          <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
        </PageBlock>
        <PageBlock column="side" blockId="sender">
          <div className="flex flex-col gap-3">
            <LabeledData label={i18n._(fieldNames.sender)} value={nameOf(message)} />
            <LabeledData label={i18n._(fieldNames.email)} value={<a href={`mailto:${message.email}`}>{message.email}</a>} />
            <LabeledData label={<Trans>Sent</Trans>} value={formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} />
            <LabeledData label={i18n._(fieldNames.languageCode)} value={formatLanguageName(message.languageCode)} />
            {message.attachment ? (
              <LabeledData label={i18n._(fieldNames.attachment)} value={<AttachmentLink attachment={message.attachment} />} />
            ) : null}
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
